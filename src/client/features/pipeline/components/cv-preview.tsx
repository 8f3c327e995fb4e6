import { useMemo } from 'react';
import { CvPreviewDialog } from '#client/components/cv-chooser/cv-preview-dialog.tsx';
import { getCvBlob } from '../api/get-cv-blob.ts';

/** The candidate's CV in the browser (the source is memoised: the dialog loads it once). */
export function CvPreview(props: { fileId: string; name: string; onClose: () => void }) {
  const { fileId, name } = props;
  const source = useMemo(
    () => ({
      name,
      mimeType: name.toLowerCase().endsWith('.pdf')
        ? 'application/pdf'
        : 'application/octet-stream',
      load: () => getCvBlob(fileId),
    }),
    [fileId, name],
  );
  return <CvPreviewDialog source={source} onClose={props.onClose} />;
}

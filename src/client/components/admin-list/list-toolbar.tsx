import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';

/** The hidden native <select> of a PrimeReact dropdown stays out of the accessibility tree. */
export const HIDDEN_SELECT = { select: { 'aria-hidden': true } } as const;

/** The toolbar row above a list: search box, filters, export. */
export function ListToolbar(props: { className: string; children: ReactNode }) {
  return <div className={props.className}>{props.children}</div>;
}

/** The labelled search box of a list; `id` is the input's id. */
export function ListSearchField(props: {
  id: string;
  className: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <span className={props.className}>
      <label htmlFor={props.id}>{props.label}</label>
      <InputText
        id={props.id}
        type="search"
        value={props.value}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </span>
  );
}

/** Runs a CSV download, with the button's busy state; `onError` reports a failure. */
export function useCsvExport(run: () => Promise<unknown>, onError: (error: unknown) => void) {
  const [exporting, setExporting] = useState(false);
  async function download() {
    setExporting(true);
    try {
      await run();
    } catch (error) {
      onError(error);
    } finally {
      setExporting(false);
    }
  }
  return { exporting, download };
}

/** The "Export CSV" button of a list toolbar. */
export function ExportCsvButton(props: {
  label: string;
  exporter: { exporting: boolean; download: () => Promise<void> };
  className?: string;
}) {
  return (
    <Button
      type="button"
      icon="pi pi-download"
      label={props.label}
      outlined
      loading={props.exporter.exporting}
      onClick={() => void props.exporter.download()}
      className={props.className}
    />
  );
}

/** The total count line, announced politely; `placeholder` holds its place while loading. */
export function ListTotal(props: {
  as?: 'p' | 'span';
  className: string;
  text: string | null;
  placeholder?: string;
}) {
  const Tag = props.as ?? 'p';
  return (
    <Tag className={props.className} aria-live="polite">
      {props.text ?? props.placeholder ?? '\u00A0'}
    </Tag>
  );
}

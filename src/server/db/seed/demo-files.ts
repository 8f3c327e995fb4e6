import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from '#server/db/client.ts';
import { files } from '#server/db/schema/candidates.ts';
import type { FileStorage } from '#server/infra/storage.ts';

type GeneratedFile = {
  fileTypeId: number;
  folder: string;
  extension: string;
  mimeType: string;
  originalName: string;
  content: Buffer;
  ownerUserId?: number;
  companyId?: number;
  candidateId?: number;
  isDefault?: boolean;
  extractedText?: string;
};

/** Writes a generated file to storage and records it; returns the file row's id. */
export async function storeDemoFile(
  tx: Transaction,
  storage: FileStorage,
  file: GeneratedFile,
): Promise<number> {
  const publicId = randomUUID().replaceAll('-', '');
  const storageKey = `${file.folder}/${publicId}.${file.extension}`;
  await storage.put(storageKey, file.content);
  const [row] = await tx
    .insert(files)
    .values({
      publicId,
      fileTypeId: file.fileTypeId,
      ownerUserId: file.ownerUserId,
      companyId: file.companyId,
      candidateId: file.candidateId,
      originalName: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      storageKey,
      isDefault: file.isDefault ?? false,
      extractedText: file.extractedText,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('File row was not inserted');
  return row.id;
}

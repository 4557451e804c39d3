/** A file part of a multipart body: its field, name, type and bytes. */
export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body as a browser sends it: the text fields, then the file (none: a body with a text field
 * only, as a form sent without choosing a file).
 */
export function multipartBody(file: FilePart | null, fields: Record<string, string> = {}) {
  const boundary = '----enlace-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  } else if (Object.keys(fields).length === 0) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnada\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

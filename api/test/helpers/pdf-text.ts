import { inflateSync } from 'node:zlib';

// The text a PDF made by PDFKit shows, for the certificates' tests. PDFKit writes each line as a TJ array of hex
// strings in the standard fonts' WinAnsi encoding (windows-1252) inside deflated content streams. The numbers
// between chunks move the pen: small ones are kerning, large ones (justified text) the space between two words.

const winAnsi = new TextDecoder('windows-1252');

/** Every line of text of the PDF, in the order it was written. */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image, not a content stream
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[0-9.]+)*)\]\s*TJ/g)) {
      const parts = [...array!.matchAll(/<([0-9a-fA-F]*)>|(-?[0-9.]+)/g)].map(([, hex, move]) =>
        hex !== undefined ? winAnsi.decode(Buffer.from(hex, 'hex')) : Number(move) <= -100 ? ' ' : '',
      );
      lines.push(parts.join(''));
    }
  }
  return lines;
}

/** The PDF's text as one string, lines joined by spaces (a sentence broken across lines reads whole). */
export const pdfText = (pdf: Buffer): string => pdfTextLines(pdf).join(' ').replace(/\s+/g, ' ');

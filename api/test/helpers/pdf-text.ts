import { inflateSync } from 'node:zlib';

// The text a PDF made by PDFKit shows, for the certificates' tests. PDFKit writes each line as a TJ array of hex
// strings in the standard fonts' WinAnsi encoding (windows-1252) inside deflated content streams. The numbers
// between chunks move the pen: small ones are kerning, large ones (justified text) the space between two words.

const winAnsi = new TextDecoder('windows-1252');

/**
 * The bytes of every stream of the PDF, cut by the `/Length` of its dictionary. Cutting at the next `endstream`
 * instead would lose the last byte of a compressed stream whenever that byte happens to be a carriage return.
 */
function pdfStreams(raw: string): string[] {
  const streams: string[] = [];
  let at = 0;
  for (;;) {
    const keyword = raw.indexOf('>>\nstream\n', at);
    if (keyword === -1) return streams;
    const dictionary = raw.slice(raw.lastIndexOf(' obj', keyword), keyword);
    const length = Number([...dictionary.matchAll(/\/Length (\d+)/g)].at(-1)?.[1]);
    const start = keyword + '>>\nstream\n'.length;
    if (!Number.isInteger(length)) throw new Error(`A stream without a direct /Length at byte ${keyword}`);
    streams.push(raw.slice(start, start + length));
    at = start + length;
  }
}

/** Every line of text of the PDF, in the order it was written. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const body of pdfStreams(pdf.toString('latin1'))) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
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

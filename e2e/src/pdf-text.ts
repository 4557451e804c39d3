import { inflateSync } from 'node:zlib';

// The text of a PDF the API made with PDFKit (a certificate of volunteering): each line is a TJ array of hex strings
// in WinAnsi (windows-1252) inside deflated content streams; large moves between chunks are spaces (justified
// text), small ones kerning. Enough to check what a downloaded certificate says.

const winAnsi = new TextDecoder('windows-1252');

export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, body] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
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
  return lines.join(' ').replace(/\s+/g, ' ');
}

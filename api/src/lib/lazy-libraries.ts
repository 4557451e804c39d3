// Libraries only a few requests need (image conversion, certificates, the two-step sign-in's QR code) are read on
// first use: loaded at start they held about a fifth of an idle API process's memory for work most processes
// never do. The module loader keeps each once loaded, so later calls get the same module at once.
export const loadSharp = async () => (await import('sharp')).default;
export const loadPngToIco = async () => (await import('png-to-ico')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
export const loadQrCode = async () => (await import('qrcode')).default;

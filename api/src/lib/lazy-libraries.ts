// Libraries only a few requests need (image conversion, certificates, the two-step sign-in's QR code) are read on
// first use: loaded at start they held about a fifth of an idle API process's memory for work most processes
// never do. Each is imported once; later calls get the same module.
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
};

export const loadSharp = once(async () => (await import('sharp')).default);
export const loadPngToIco = once(async () => (await import('png-to-ico')).default);
export const loadPdfKit = once(async () => (await import('pdfkit')).default);
export const loadQrCode = once(async () => (await import('qrcode')).default);

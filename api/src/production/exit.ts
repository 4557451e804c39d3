/** The process exit code of a start refused for its configuration (sysexits' EX_CONFIG). */
export const EXIT_CONFIGURATION = 78;

/** Prints why the command cannot go on, one reason a line, and exits with `code`. */
export function failWith(code: number, reasons: string[]): never {
  console.error(`Enlace cannot go on:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
  process.exit(code);
}

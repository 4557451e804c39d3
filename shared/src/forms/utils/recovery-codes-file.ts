/** The text of the recovery codes' download: a title, whose account they are, the codes one a line, a note. */
export const recoveryCodesFile = (
  lines: { title: string; account: string | null; note: string },
  codes: string[],
) => [lines.title, ...(lines.account ? [lines.account] : []), '', ...codes, '', lines.note, ''].join('\r\n');

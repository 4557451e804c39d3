/** One row of an import error list (spec §8); servers name the row `line` or `row`. */
export type ImportLineError = {
  line?: number | string;
  row?: number | string;
  field?: string;
  message?: string;
  /** What the message names (a maximum, the letter a DNI needs). */
  params?: Record<string, unknown>;
};

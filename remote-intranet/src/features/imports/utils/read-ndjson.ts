/**
 * Reads a body of newline-delimited JSON objects as they arrive, handing each one to `onObject`. A body that is
 * one compact JSON document (an API or proxy that did not stream) is read the same way, as its only line. A line
 * that is not JSON throws a SyntaxError.
 */
export async function readNdjson(response: Response, onObject: (value: unknown) => void): Promise<void> {
  const parse = (line: string) => {
    const text = line.trim();
    if (text) onObject(JSON.parse(text));
  };
  if (!response.body) {
    (await response.text()).split('\n').forEach(parse);
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    // The last piece may be a line cut in two by the network: it waits for the rest.
    pending = lines.pop() ?? '';
    lines.forEach(parse);
  }
  parse(pending + decoder.decode());
}

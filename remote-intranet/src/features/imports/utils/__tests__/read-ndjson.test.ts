import { readNdjson } from '../read-ndjson';

const streamOf = (...chunks: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
};

const read = async (response: Response) => {
  const objects: unknown[] = [];
  await readNdjson(response, (value) => objects.push(value));
  return objects;
};

describe('readNdjson', () => {
  it('hands over each line as it arrives, whole even when the network cuts it, and skips blank lines', async () => {
    const objects = await read(new Response(streamOf('{"a":1}\n{"b":', '2}\n\n{"c":"ñ"', '}\n')));
    expect(objects).toEqual([{ a: 1 }, { b: 2 }, { c: 'ñ' }]);
  });

  it('reads a last line without its line break, and a character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('{"name":"Núñez"}');
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    expect(await read(new Response(stream))).toEqual([{ name: 'Núñez' }]);
  });

  it('reads a plain JSON answer (not streamed) as one object', async () => {
    expect(await read(new Response('{"@type":"ImportCheck","rows":0}'))).toEqual([
      { '@type': 'ImportCheck', rows: 0 },
    ]);
  });

  it('fails on a line that is not JSON', async () => {
    await expect(read(new Response(streamOf('{"a":1}\n<html>\n')))).rejects.toThrow(SyntaxError);
  });
});

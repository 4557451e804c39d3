import type { LightMyRequestResponse } from 'fastify';

/** What an item route must refuse as an id: a text, zero, a leading zero, eleven digits. */
export const NOT_IDS = ['abc', '0', '01', '12345678901'];

type Send = (id: string) => Promise<LightMyRequestResponse>;

/** Each id that is not one is refused with 400, the violation naming the parameter (`id` unless told). */
export async function expectIdsRefused(send: Send, param = 'id'): Promise<void> {
  for (const id of NOT_IDS) {
    const response = await send(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ propertyPath: param, message: 'field-not-valid-regex' }]);
  }
}

/** An id no record has is answered 404 with the error given (`not-found` unless told). */
export async function expectUnknownId(send: Send, error = 'not-found'): Promise<void> {
  const response = await send('999999');
  expect(response.statusCode).toBe(404);
  expect(response.json().error).toBe(error);
}

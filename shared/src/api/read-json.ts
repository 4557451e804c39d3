import type { ResponsePromise } from 'ky';
import { rememberEntityTag } from './entity-tags';
import { toApiError } from './to-api-error';

/** The JSON body of a call (undefined when empty, e.g. 204), its ETag kept (etagOf); failures become ApiError. */
export const readJson = async <T>(call: () => ResponsePromise): Promise<T> => {
  try {
    const response = await call();
    const text = await response.text();
    const body = (text ? JSON.parse(text) : undefined) as T;
    rememberEntityTag(body, response);
    return body;
  } catch (error) {
    throw await toApiError(error);
  }
};

import { AccountDataAnswer, DeleteAccountAnswer } from '#domain/answers';
import { callApi, saveFile } from '../../lib/api-client';

/**
 * The browser's side of the buyer's data rights: the account's data (`GET /api/me/data`), saved
 * as a JSON file, and the account's deletion (`DELETE /api/me`). Both throw ApiCallError.
 */

/** Asks for the account's data and hands it to the browser as a download. */
export async function downloadMyData(idToken: string): Promise<void> {
  const data = await callApi({ path: '/api/me/data', idToken, answer: AccountDataAnswer });
  const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  saveFile(file, `ely-my-data-${data.exportedAt.slice(0, 10)}.json`);
}

export async function deleteMyAccount(idToken: string): Promise<DeleteAccountAnswer> {
  return callApi({ method: 'DELETE', path: '/api/me', idToken, answer: DeleteAccountAnswer });
}

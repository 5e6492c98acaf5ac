import { AccountDataAnswer, DeleteAccountAnswer } from '../../../domain/answers';
import { callApi } from '../../lib/api-client';

/**
 * The browser's side of the buyer's data rights: the account's data (`GET /api/me/data`), saved
 * as a JSON file, and the account's deletion (`DELETE /api/me`). Both throw ApiCallError.
 */

/** Asks for the account's data and hands it to the browser as a download. */
export async function downloadMyData(idToken: string): Promise<void> {
  const data = await callApi({ path: '/api/me/data', idToken, answer: AccountDataAnswer });
  const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ely-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file's bytes by the time the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function deleteMyAccount(idToken: string): Promise<DeleteAccountAnswer> {
  return callApi({ method: 'DELETE', path: '/api/me', idToken, answer: DeleteAccountAnswer });
}

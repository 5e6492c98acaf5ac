import type { OrderLocale } from '#domain/order/order';
import type { AccountStore } from './store';

/**
 * What the account area answers other areas: the language an account chose for its emails (the
 * subscriptions' mailer asks it), so no other area reads `account_profiles`.
 */
export class AccountService {
  constructor(private readonly store: Pick<AccountStore, 'emailLocales'>) {}

  /** The language each of these accounts chose for its emails, by uid; one that chose none is missing. */
  emailLocales(uids: string[]): Promise<Map<string, OrderLocale>> {
    return this.store.emailLocales([...new Set(uids)]);
  }
}

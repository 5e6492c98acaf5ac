import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '#domain/order/order';
import { deferred } from '#tests/support/deferred';
import { type DueFollower, Reconciler } from './reconciler';
import type { PaymentsService } from './service';
import type { PaymentsStore } from './store';

/**
 * The reconciler's stop: a shutdown must not wait for every order of a pass, each up to three
 * calls to PayPal (it held `npm start`'s Ctrl-C until the server was killed). Fakes stand for
 * PayPal and the database here, so the test decides when each call answers.
 */

function setUp(dueOrders: number) {
  const orders = Array.from({ length: dueOrders }, (_, index) => ({ id: `order-${index}` }));
  let handedOut = false;
  const store = {
    makeCapturesDue: vi.fn(async () => {}),
    // The whole batch at once, then nothing: what the database's lease does.
    claimDueOrders: vi.fn(async () => {
      if (handedOut) return [];
      handedOut = true;
      return orders as unknown as Order[];
    }),
  };
  const firstAsked = deferred();
  const firstAnswer = deferred();
  const asked: string[] = [];
  const service = {
    syncOrder: vi.fn(async (order: Order) => {
      asked.push(order.id);
      if (asked.length === 1) {
        firstAsked.resolve();
        await firstAnswer.promise;
      }
    }),
    releaseStaleHolds: vi.fn(async () => 0),
  };
  const follower: DueFollower = { followDue: vi.fn(async () => ({ checked: 0, failed: 0 })) };
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const reconciler = new Reconciler(
    {
      service: service as unknown as PaymentsService,
      store: store as unknown as PaymentsStore,
      log: log as unknown as FastifyBaseLogger,
    },
    { intervalS: 0 },
  );
  reconciler.follow(follower);
  return { reconciler, asked, firstAsked, firstAnswer, follower, service };
}

describe('Reconciler.stop', () => {
  it('lets the order in hand finish, then asks PayPal about no more and resolves', async () => {
    const { reconciler, asked, firstAsked, firstAnswer, follower } = setUp(5);
    const pass = reconciler.start();
    await firstAsked.promise;

    let stopped = false;
    const stopping = reconciler.stop().then(() => {
      stopped = true;
    });
    // The order in hand is not cut off mid-call: stop waits for it.
    await Promise.resolve();
    expect(stopped).toBe(false);

    firstAnswer.resolve();
    await stopping;
    expect(asked).toEqual(['order-0']);
    expect(await pass).toEqual({ checked: 1, failed: 0 });
    // The areas that follow PayPal on their own are not started either.
    expect(follower.followDue).not.toHaveBeenCalled();
    // And no pass starts after the stop.
    expect(await reconciler.runOnce()).toEqual({ checked: 0, failed: 0 });
    expect(asked).toEqual(['order-0']);
  });

  it('without a stop, a pass asks about every due order and then its followers, telling them how to stop', async () => {
    const { reconciler, asked, firstAnswer, follower } = setUp(5);
    firstAnswer.resolve();
    expect(await reconciler.start()).toEqual({ checked: 5, failed: 0 });
    expect(asked).toEqual(['order-0', 'order-1', 'order-2', 'order-3', 'order-4']);
    expect(follower.followDue).toHaveBeenCalledTimes(1);
    const [signal] = vi.mocked(follower.followDue).mock.calls[0] ?? [];
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
    await reconciler.stop();
    expect(signal?.aborted).toBe(true);
  });
});

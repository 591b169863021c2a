/**
 * Two gateways on one test database with a webhook receiver on 127.0.0.1, for the tests of what any number of
 * gateways send once: the outboxes' senders, the record announcements. The schema outlives either gateway
 * (closing one must not drop it under the other) and is dropped once both are closed. Opens ports.
 */
import type { GatewayOptions } from '@server/gateway';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { WebhookReceiver } from '@e2e/support/webhook-receiver';
import { createTestDatabase } from './test-database';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

/** The receiver, the two gateways, and how to close all of it. */
export interface TwoGateways {
  receiver: WebhookReceiver;
  a: TestGateway;
  b: TestGateway;
  close(): Promise<void>;
}

/** Starts the receiver, then both gateways with the options made for it. */
export async function startTwoGatewaysWithReceiver(
  optionsFor: (receiver: WebhookReceiver) => Partial<GatewayOptions>,
): Promise<TwoGateways> {
  const receiver = await startWebhookReceiver();
  const database = await createTestDatabase();
  const options = optionsFor(receiver);
  const shared = { ...database, drop: () => Promise.resolve() };
  const a = await startTestGateway(options, shared);
  const b = await startTestGateway(options, shared);
  return {
    receiver,
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await receiver.close();
      await database.drop();
    },
  };
}

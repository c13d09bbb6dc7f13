import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from '../src/modules/webhooks/webhook-signature';

// Receivers check our deliveries with the Standard Webhooks libraries: the reference JavaScript one
// is the judge here, not a second copy of our own HMAC.

const body = JSON.stringify({
  type: 'order.created',
  data: { orderId: 'ord_1', total: 12.5, note: 'Grüße' },
});
const nowSeconds = () => Math.floor(Date.now() / 1000);

function verify(secret: string, payload: string, headers: Record<string, string>): unknown {
  return new Webhook(secret).verify(payload, headers);
}

describe('newWebhookSecret', () => {
  it('is "whsec_" and the base64 of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('signWebhook', () => {
  it('matches the example of the Standard Webhooks specification', () => {
    const headers = signWebhook({
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
      secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    });
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('signs a delivery that the standardwebhooks library verifies', () => {
    const secret = newWebhookSecret();
    const headers = signWebhook({ id: 'msg_1', timestamp: nowSeconds(), body, secrets: [secret] });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verify(secret, body, headers)).toEqual(JSON.parse(body));
  });

  it('signs with both secrets during a rotation, so either one alone verifies', () => {
    const [newSecret, oldSecret] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signWebhook({
      id: 'msg_2',
      timestamp: nowSeconds(),
      body,
      secrets: [newSecret, oldSecret],
    });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verify(newSecret, body, headers)).toEqual(JSON.parse(body));
    expect(verify(oldSecret, body, headers)).toEqual(JSON.parse(body));
    expect(() => verify(newWebhookSecret(), body, headers)).toThrow(WebhookVerificationError);
  });

  it('fails verification for a tampered body, id or timestamp', () => {
    const secret = newWebhookSecret();
    const headers = signWebhook({ id: 'msg_3', timestamp: nowSeconds(), body, secrets: [secret] });
    expect(() => verify(secret, body.replace('12.5', '1.25'), headers)).toThrow('No matching signature');
    expect(() => verify(secret, body, { ...headers, 'webhook-id': 'msg_4' })).toThrow(
      'No matching signature',
    );
    const later = String(Number(headers['webhook-timestamp']) + 1);
    expect(() => verify(secret, body, { ...headers, 'webhook-timestamp': later })).toThrow(
      'No matching signature',
    );
  });

  it('fails verification for a signature older than the five minutes receivers accept', () => {
    const secret = newWebhookSecret();
    const headers = signWebhook({ id: 'msg_5', timestamp: nowSeconds() - 10 * 60, body, secrets: [secret] });
    expect(() => verify(secret, body, headers)).toThrow('Message timestamp too old');
  });

  it('refuses inputs that would sign silently wrong', () => {
    const secret = newWebhookSecret();
    const valid = { id: 'msg_6', timestamp: nowSeconds(), body, secrets: [secret] };
    expect(() => signWebhook({ ...valid, secrets: [] })).toThrow('at least one secret');
    for (const bad of ['', 'whsec_', secret.slice('whsec_'.length), 'whsec_not base64!', 'whsec_c2hvcnQ=']) {
      expect(() => signWebhook({ ...valid, secrets: [bad] }), bad).toThrow('webhook secret');
    }
    for (const timestamp of [Date.now(), 1.5, -1, Number.NaN]) {
      expect(() => signWebhook({ ...valid, timestamp }), String(timestamp)).toThrow('whole seconds');
    }
    for (const id of ['', 'msg 7', 'msg.7', 'msg\n7']) {
      expect(() => signWebhook({ ...valid, id }), JSON.stringify(id)).toThrow('webhook id');
    }
  });
});

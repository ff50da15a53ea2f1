import { describe, expect, it } from 'vitest';
import { createEsewaGateway, esewaSignature, signedMessage, verifyEsewaReturn } from './esewa.gateway.ts';

const TEST_SECRET = '8gBm/:&EnhH.1/q';
const RETURN_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

function signedReturn(overrides: Record<string, string> = {}) {
  const payload: Record<string, string> = {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: '1000.0',
    transaction_uuid: '250610-162413',
    product_code: 'EPAYTEST',
    signed_field_names: RETURN_FIELDS,
  };
  payload.signature = esewaSignature(TEST_SECRET, signedMessage(payload, RETURN_FIELDS) as string);
  return { ...payload, ...overrides };
}
const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('esewaSignature', () => {
  it('matches the vector of eSewa’s documentation', () => {
    expect(esewaSignature(TEST_SECRET, 'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST')).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });
});

describe('verifyEsewaReturn', () => {
  it('accepts a success payload signed with the secret, reading the amount as sent', () => {
    expect(verifyEsewaReturn(encode(signedReturn()), TEST_SECRET)).toEqual({
      transaction_uuid: '250610-162413',
      total_amount: '1000.0',
      status: 'COMPLETE',
      transaction_code: '000AWEO',
    });
  });

  it.each([
    ['total_amount', '10.0'],
    ['status', 'PENDING'],
    ['transaction_uuid', '250610-162414'],
    ['transaction_code', '000AWEP'],
  ])('rejects the payload when %s is changed', (field, value) => {
    expect(verifyEsewaReturn(encode(signedReturn({ [field]: value })), TEST_SECRET)).toBeUndefined();
  });

  it('rejects another secret, a short list of signed names, and what is not base64 JSON', () => {
    expect(verifyEsewaReturn(encode(signedReturn()), 'another-secret')).toBeUndefined();
    const partial = { status: 'COMPLETE', signed_field_names: 'status' } as Record<string, string>;
    partial.signature = esewaSignature(TEST_SECRET, 'status=COMPLETE');
    expect(verifyEsewaReturn(encode(partial), TEST_SECRET)).toBeUndefined();
    expect(verifyEsewaReturn('not base64 json', TEST_SECRET)).toBeUndefined();
  });
});

describe('checkoutForm', () => {
  it('puts the subtotal, the VAT and their sum in rupees and signs total, uuid and product', () => {
    const gateway = createEsewaGateway({
      formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
      productCode: 'EPAYTEST',
      secret: TEST_SECRET,
      http: async () => ({ status: 500, body: null }),
    });
    const form = gateway.checkoutForm({
      uuid: '241028',
      subtotal: 150_000,
      vat: 19_500,
      total: 169_500,
      successUrl: 'https://portal.example/ok',
      failureUrl: 'https://portal.example/no',
    });
    expect(form.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    expect(form.fields).toMatchObject({
      amount: '1500',
      tax_amount: '195',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '1695',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(form.fields.signature).toBe(esewaSignature(TEST_SECRET, 'total_amount=1695,transaction_uuid=241028,product_code=EPAYTEST'));
  });
});

describe('status', () => {
  const gatewayAnswering = (body: unknown, status = 200) =>
    createEsewaGateway({
      formUrl: 'https://x/form',
      statusUrl: 'https://x/status/',
      productCode: 'EPAYTEST',
      secret: TEST_SECRET,
      http: async () => ({ status, body }),
    });

  it('reads a completed transaction', async () => {
    const answer = await gatewayAnswering({
      product_code: 'EPAYTEST',
      transaction_uuid: 'u-1',
      total_amount: 1695.0,
      status: 'COMPLETE',
      ref_id: 'R1',
    }).status({
      uuid: 'u-1',
      total: 169_500,
    });
    expect(answer).toEqual({ kind: 'answer', status: 'COMPLETE', total: 169_500, uuid: 'u-1', refId: 'R1' });
  });

  it('concludes nothing from the outage answer or an unknown status', async () => {
    expect(
      (await gatewayAnswering({ code: 0, error_message: 'Service is currently unavailable' }).status({ uuid: 'u', total: 1 })).kind,
    ).toBe('unreachable');
    expect((await gatewayAnswering({ status: 'DONE' }).status({ uuid: 'u', total: 1 })).kind).toBe('unreachable');
  });
});

import { orderIntentStore } from '../../../src/lib/orderIntent';

describe('orderIntentStore', () => {
  const intent = () => orderIntentStore('test.orderIntent');
  beforeEach(() => window.sessionStorage.clear());

  it('keeps one key per order until a final answer, and a new order gets a new key', () => {
    const first = intent().keyFor({ template_id: 3, contact_list_ids: [2] });
    // Another page load reads the same stored intent.
    expect(intent().keyFor({ template_id: 3, contact_list_ids: [2] })).toBe(first);
    const other = intent().keyFor({ template_id: 6, contact_list_ids: [2] });
    expect(other).not.toBe(first);
    intent().forget();
    expect(intent().keyFor({ template_id: 6, contact_list_ids: [2] })).not.toBe(other);
  });

  it('remembers an order that went through, for that order only, until the screen opens again', () => {
    const form = { template_id: 3, contact_list_ids: [2] };
    const key = intent().keyFor(form);
    expect(intent().wasDone(form)).toBe(false);
    intent().markDone();
    expect(intent().wasDone(form)).toBe(true);
    expect(intent().wasDone({ ...form, template_id: 4 })).toBe(false);
    expect(intent().keyFor(form)).toBe(key);
    intent().forgetDone();
    expect(intent().wasDone(form)).toBe(false);
    expect(intent().keyFor(form)).not.toBe(key);
  });

  it('keeps an unanswered order when the screen opens again', () => {
    const form = { selected_campaign_id: 1 };
    const key = intent().keyFor(form);
    intent().forgetDone();
    expect(intent().keyFor(form)).toBe(key);
  });

  it('reads a damaged stored intent as none', () => {
    window.sessionStorage.setItem('test.orderIntent', '{not json');
    expect(intent().wasDone({})).toBe(false);
    expect(intent().keyFor({})).toMatch(/\S/);
  });
});

import {
  longestValues,
  type MergeContact,
  mergeValuesOf,
  overflowReport,
} from '../../../src/features/cardEditor/preview/mergeValues';
import { documentWith, fakeMeasure, textObject } from './cardFixtures';

const contact = (over: Partial<MergeContact> = {}): MergeContact => ({
  first_name: 'Ann',
  last_name: 'Lee',
  business_name: '',
  website: '',
  email: '',
  street: '1 Main St',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  owner_first_name: '',
  owner_last_name: '',
  property_street: '',
  property_city: '',
  property_state: '',
  property_zip: '',
  ...over,
});

describe('merge preview values', () => {
  it('fill every merge tag from one contact, the combined ones built from their parts', () => {
    const values = mergeValuesOf(contact());
    expect(values['{{full_name}}']).toBe('Ann Lee');
    expect(values['{{city_state_zip}}']).toBe('Portland, ME 04101');
    expect(values['{{property_city_state_zip}}']).toBe('');
    expect(Object.keys(values)).toHaveLength(19);
  });

  it('take the longest value of each field across a list for the worst case', () => {
    const values = longestValues([
      contact({ first_name: 'Bo' }),
      contact({ first_name: 'Maximilian', city: 'Ely' }),
    ]);
    expect(values['{{first_name}}']).toBe('Maximilian');
    expect(values['{{city}}']).toBe('Portland');
  });
});

describe('the worst-case report', () => {
  // fakeMeasure: letters are 0.5 em wide; a 100 pt box of 10 pt text holds 20 letters a line.
  const card = (overflow: 'shrink' | 'clip') =>
    documentWith([
      textObject('obj-1', {
        text: 'Hi {{first_name}}',
        width: 100,
        height: 12,
        fontSize: 10,
        lineHeight: 1.2,
        overflow,
      }),
      // No merge tag: it never changes, so it is never counted.
      textObject('obj-2', { text: 'x'.repeat(500), width: 10, height: 10, overflow: 'clip' }),
    ]);

  it('counts the records whose merged text is cut off', () => {
    const contacts = [contact({ first_name: 'Ann' }), contact({ first_name: 'A'.repeat(40) })];
    expect(overflowReport(card('clip'), contacts, fakeMeasure)).toEqual({ checked: 2, failing: 1 });
  });

  it('counts the records whose merged text shrinks below 8 pt, and not those that shrink less', () => {
    // 18 letters fit at 10 pt; "Hi " + 20 letters needs 9 pt; "Hi " + 40 needs well under 8 pt.
    const contacts = [
      contact({ first_name: 'Ann' }),
      contact({ first_name: 'B'.repeat(19) }),
      contact({ first_name: 'C'.repeat(40) }),
    ];
    expect(overflowReport(card('shrink'), contacts, fakeMeasure)).toEqual({ checked: 3, failing: 1 });
  });
});

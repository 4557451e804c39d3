import { BENEFICIARY_SORT_FIELDS, type BeneficiarySortField, sortFieldsInOrder } from '../sort-fields';

describe('sortFieldsInOrder', () => {
  it('keeps a screen’s order of every field the API sorts by', () => {
    const offered = sortFieldsInOrder<BeneficiarySortField>()(['surname', 'name', 'birthday', 'createdAt']);
    expect(offered).toEqual(['surname', 'name', 'birthday', 'createdAt']);
    expect([...offered].sort()).toEqual([...BENEFICIARY_SORT_FIELDS].sort());
  });

  it('is refused by tsc when a field is left out or unknown', () => {
    // @ts-expect-error createdAt is left out
    sortFieldsInOrder<BeneficiarySortField>()(['surname', 'name', 'birthday']);
    // @ts-expect-error the API does not sort beneficiaries by email
    sortFieldsInOrder<BeneficiarySortField>()(['surname', 'name', 'birthday', 'createdAt', 'email']);
  });
});

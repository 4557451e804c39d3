import { tutorDataOf } from '../tutor-data-of';

const adult = {
  name: 'Rosa',
  surname: 'Jiménez Ibáñez',
  email: 'rosa@example.org',
  phonePrefixMobile: '+34',
  phoneMobile: '612345678',
  phonePrefix: '+34',
  phone: '952000111',
  address: 'Calle Mármoles 12',
};

describe('tutorDataOf', () => {
  it('gives the adult’s name, email, mobile with its prefix and street address', () => {
    expect(tutorDataOf(adult)).toEqual({
      tutorName: 'Rosa',
      tutorSurname: 'Jiménez Ibáñez',
      tutorEmail: 'rosa@example.org',
      tutorPhone: '+34 612345678',
      tutorAddress: 'Calle Mármoles 12',
    });
  });

  it('takes the other phone when there is no mobile, and leaves null what the adult does not have', () => {
    expect(tutorDataOf({ ...adult, phoneMobile: null, email: '', address: null })).toMatchObject({
      tutorEmail: null,
      tutorPhone: '+34 952000111',
      tutorAddress: null,
    });
    expect(tutorDataOf({ ...adult, phoneMobile: ' ', phone: null }).tutorPhone).toBeNull();
  });

  it('drops the prefix when the joined phone would be too long for the phone field', () => {
    expect(
      tutorDataOf({ ...adult, phonePrefixMobile: '+1234', phoneMobile: '123456789012345' }).tutorPhone,
    ).toBe('123456789012345');
  });
});

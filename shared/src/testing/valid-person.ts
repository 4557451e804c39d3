/** The person fields of spec §3 filled in as the rules of §5 want them. */
export const validPerson = {
  email: 'lucia.garcia@example.org',
  name: 'Lucía',
  surname: 'Núñez Peña',
  phonePrefixMobile: '+34',
  phoneMobile: '612345678',
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Larios 5',
  identificationType: 'national',
  identification: '12345678Z',
  sex: 'female',
  birthday: '1990-05-17',
};

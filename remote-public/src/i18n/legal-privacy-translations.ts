import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// /privacy-policy (spec §2): 17 sections. {{foundation}} runs Enlace (the tenant configuration's foundation_name);
// {{organisation}} is the organisation whose site this is (company_name); the figures come from the domain.
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      privacy: {
        title: 'Política de privacidad',
        description:
          'Cómo tratan {{organisation}} y {{foundation}} tus datos personales en Enlace: qué datos, para qué, cuánto tiempo, quién más los trata y cómo ejercer tus derechos.',
        intro:
          'Esta política explica cómo se tratan los datos personales de quienes usan la web y la aplicación de {{organisation}}, gestionadas con Enlace, el servicio de {{foundation}}.',
        info: { type: 'Política', code: 'POL-PRIV-01' },
        sections: [
          {
            id: 'responsable',
            title: '1. Responsable del tratamiento',
            paragraphs: [
              '{{organisation}} es la responsable de los datos de su voluntariado, de las personas beneficiarias, de su personal y de las personas de contacto de sus entidades colaboradoras.',
              '{{foundation}} trata esos datos por cuenta de {{organisation}}, como encargado del tratamiento, para prestarle el servicio Enlace. {{foundation}} es además responsable de los datos de esta web y de las cuentas de las personas registradas.',
            ],
          },
          {
            id: 'contacto',
            title: '2. Datos de contacto',
            paragraphs: [
              'Para cualquier cuestión sobre tus datos puedes dirigirte a {{organisation}} por los medios de contacto de su web, o a {{foundation}} en su dirección de protección de datos.',
            ],
          },
          {
            id: 'datos',
            title: '3. Qué datos tratamos',
            paragraphs: [
              'Datos identificativos (nombre, apellidos, documento de identidad, fecha de nacimiento); de contacto (correo electrónico, teléfono, dirección postal); profesionales (habilidades, disponibilidad, experiencia); documentos (el certificado de delitos de naturaleza sexual cuando la ley lo exige, la foto del documento de identidad); económicos (el IBAN para reembolsar gastos); y datos de participación, certificaciones, donaciones y certificados fiscales.',
            ],
          },
          {
            id: 'interesados',
            title: '4. A quién se refieren',
            paragraphs: [
              'A las personas voluntarias, beneficiarias, donantes, al personal administrativo y representantes de las entidades, y a las personas de contacto de las entidades colaboradoras.',
            ],
          },
          {
            id: 'finalidades',
            title: '5. Para qué los tratamos',
            paragraphs: [
              'Para gestionar el alta y el perfil del voluntariado, organizar las actividades y sus intervenciones, registrar quién participa, pedir y guardar las autorizaciones de tutores, comunicarnos contigo y cumplir las obligaciones legales de {{organisation}}.',
            ],
          },
          {
            id: 'base-juridica',
            title: '6. Base jurídica',
            paragraphs: [
              'La relación de voluntariado o de atención que mantienes con {{organisation}}, tu consentimiento cuando te das de alta o aceptas cookies, las obligaciones legales (como el certificado de delitos de naturaleza sexual) y el interés legítimo en la seguridad del servicio.',
            ],
          },
          {
            id: 'menores',
            title: '7. Menores de edad',
            paragraphs: [
              'La edad mínima para que tratemos tus datos con tu propio consentimiento es de {{minAge}} años; por debajo, hace falta la autorización de tus tutores legales, y tu cuenta no se activa hasta que la dan.',
              'Para participar en actividades de voluntariado, las personas menores de {{adultAge}} años necesitan la autorización de su padre, madre o tutor legal, que la da desde el enlace que recibe por correo.',
            ],
          },
          {
            id: 'conservacion',
            title: '8. Cuánto tiempo los conservamos',
            paragraphs: [
              'Los datos de las personas usuarias activas, mientras dure el contrato con {{organisation}}; las donaciones, {{donationsYears}} años; los registros de seguridad, {{securityLogsYears}} años; las certificaciones, {{certificationsYears}} años. Después se suprimen o se devuelven a {{organisation}}.',
            ],
          },
          {
            id: 'destinatarios',
            title: '9. Quién más los trata',
            paragraphs: [
              'Solo los subencargados autorizados que hacen posible el servicio: un proveedor de infraestructura en la nube (UE y EE. UU.), un proveedor de correo electrónico transaccional (EE. UU.) y un proveedor de alojamiento en España. Un cambio de subencargado se anuncia con {{subprocessorNoticeDays}} días de antelación y {{organisation}} puede oponerse en {{objectionDays}} días.',
            ],
          },
          {
            id: 'transferencias',
            title: '10. Transferencias internacionales',
            paragraphs: [
              'Los proveedores de Estados Unidos tratan los datos con las garantías del Reglamento General de Protección de Datos: cláusulas contractuales tipo de la Comisión Europea o su adhesión al Marco de Privacidad de Datos UE-EE. UU.',
            ],
          },
          {
            id: 'derechos',
            title: '11. Tus derechos',
            paragraphs: [
              'Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, pedir que se limite y llevártelos a otro servicio (portabilidad), y retirar tu consentimiento en cualquier momento.',
            ],
          },
          {
            id: 'ejercicio',
            title: '12. Cómo ejercerlos',
            paragraphs: [
              'Escribe a {{organisation}}. Si la solicitud llega a {{foundation}}, la traslada a {{organisation}} en un máximo de {{requestForwardDays}} días hábiles, y recibirás respuesta en el plazo de un mes.',
            ],
          },
          {
            id: 'reclamacion',
            title: '13. Reclamación ante la autoridad',
            paragraphs: [
              'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
            ],
          },
          {
            id: 'seguridad',
            title: '14. Seguridad',
            paragraphs: [
              'Los datos viajan cifrados con TLS 1.3 y se guardan cifrados con AES-256. Cada persona del equipo ve solo lo que su rol permite, los datos de cada organización están separados de los de las demás, y el acceso administrativo exige autenticación multifactor.',
            ],
          },
          {
            id: 'brechas',
            title: '15. Brechas de seguridad',
            paragraphs: [
              'Si se produjera una brecha de seguridad, {{foundation}} lo notificaría a {{organisation}} en {{breachHours}} horas y a la autoridad de control en el mismo plazo, y a las personas afectadas cuando la ley lo exige.',
            ],
          },
          {
            id: 'cookies',
            title: '16. Cookies',
            paragraphs: [
              'Usamos cookies propias y de terceros para el análisis estadístico, la autenticación de la sesión y la personalización del servicio, solo si las aceptas. Tu elección se guarda {{cookieDays}} días. La política de cookies lo detalla.',
            ],
          },
          {
            id: 'cambios',
            title: '17. Cambios en esta política',
            paragraphs: [
              'Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha, y te avisaremos si el cambio es relevante.',
            ],
          },
        ],
      },
    },
  },
  en: () => import('./legal-privacy-translations.en').then((texts) => texts.default),
  ca: () => import('./legal-privacy-translations.ca').then((texts) => texts.default),
});

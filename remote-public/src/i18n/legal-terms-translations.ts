import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// /terms-and-conditions (spec §2, §4, §6, §9): the ten sections of the terms of the service in its beta phase.
// {{foundation}} and {{organisation}} come from the tenant configuration; tiers and figures from the domain.
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      terms: {
        title: 'Términos y condiciones',
        description:
          'Términos y condiciones de Enlace, el servicio de {{foundation}} para la gestión del voluntariado, en fase beta: licencia, protección de datos, niveles del servicio, seguridad, auditoría y responsabilidad.',
        intro:
          'Estos términos regulan el uso de Enlace, la aplicación de gestión del voluntariado que {{foundation}} presta a {{organisation}} y a las demás entidades clientes. Enlace está en fase beta: el servicio se presta sin acuerdo de nivel de servicio (SLA), con el objetivo, no garantizado, de una disponibilidad del {{availability, number}} %.',
        info: { type: 'Condiciones del servicio', code: 'TYC-01' },
        sections: [
          {
            id: 'propiedad-intelectual',
            title: '1. Propiedad intelectual y licencia',
            paragraphs: [
              'Enlace, su código, su diseño, sus textos y sus marcas pertenecen a {{foundation}} o a quienes le han autorizado a usarlos, y están protegidos por la legislación de propiedad intelectual e industrial.',
              '{{foundation}} concede a la entidad cliente una licencia de uso no exclusiva, intransferible y limitada a la vigencia del contrato, para que sus personas usuarias autorizadas utilicen Enlace en la gestión de su propia actividad. La licencia no permite copiar, modificar, descompilar, sublicenciar ni ceder el servicio a terceros.',
              'Los datos y contenidos que la entidad introduce en Enlace, incluidos su logotipo, sus imágenes y sus textos, siguen siendo suyos; {{foundation}} solo los utiliza para prestarle el servicio.',
            ],
          },
          {
            id: 'roles-proteccion-datos',
            title: '2. Roles en materia de protección de datos',
            paragraphs: [
              'Respecto de los datos personales que la entidad cliente gestiona en Enlace (los de su voluntariado, sus personas beneficiarias, su personal y las personas de contacto de sus entidades colaboradoras), la entidad es la responsable del tratamiento y {{foundation}} actúa como encargado del tratamiento, conforme al artículo 28 del Reglamento (UE) 2016/679, General de Protección de Datos (RGPD).',
              '{{foundation}} es, además, responsable del tratamiento de los datos de este sitio web y de las cuentas de las personas usuarias registradas.',
              'El contrato de encargo del tratamiento y sus anexos 1 a 3 forman parte de estos términos y detallan las obligaciones de ambas partes.',
            ],
          },
          {
            id: 'obligaciones-encargado',
            title: '3. Obligaciones del encargado del tratamiento',
            paragraphs: [
              '{{foundation}}, en su condición de encargado del tratamiento, se obliga a:',
              [
                'tratar los datos únicamente siguiendo las instrucciones documentadas de la entidad cliente y solo para prestarle el servicio;',
                'garantizar que las personas autorizadas para tratarlos se han comprometido a guardar confidencialidad;',
                'aplicar las medidas de seguridad del apartado 6 y del anexo 3 del contrato de encargo del tratamiento;',
                'notificar a la entidad cualquier violación de la seguridad de los datos en un plazo máximo de {{breachHours}} horas desde que tenga conocimiento de ella;',
                'trasladar a la entidad, en un plazo máximo de {{requestForwardDays}} días hábiles, las solicitudes de ejercicio de derechos que reciba de las personas interesadas;',
                'recurrir a otros encargados (subencargados) solo con la autorización de la entidad y avisarla de cualquier cambio con {{subprocessorNoticeDays}} días de antelación;',
                'al terminar el servicio, devolver o destruir los datos, según elija la entidad.',
              ],
            ],
          },
          {
            id: 'obligaciones-cliente',
            title: '4. Obligaciones de la entidad cliente',
            paragraphs: [
              'La entidad cliente se obliga a:',
              [
                'contar con una base jurídica válida para cada tratamiento y facilitar a las personas interesadas la información que exigen los artículos 13 y 14 del RGPD;',
                'autorizar ella misma a sus personas usuarias, asignar a cada una el rol que corresponde a sus funciones y retirar el acceso a quien deje de necesitarlo;',
                'custodiar las credenciales de acceso y comunicar sin demora a {{foundation}} cualquier uso no autorizado del que tenga conocimiento;',
                'recabar la autorización de los tutores legales para tratar los datos de menores de {{minAge}} años y para el voluntariado de menores de {{adultAge}} años;',
                'no introducir contenidos ilícitos ni utilizar el servicio para fines distintos de la gestión de su actividad;',
                'respetar los límites del nivel de servicio que tenga contratado.',
              ],
            ],
          },
          {
            id: 'modalidades-niveles',
            title: '5. Modalidades del servicio y niveles',
            paragraphs: [
              'Enlace se presta en tres niveles y un nivel especial para la red de {{foundation}}:',
              [
                'Nivel 1 (gratuito): hasta {{tier1Volunteers, number}} personas voluntarias; proyectos activos: {{tier1Projects}}; funciones básicas; soporte por correo electrónico.',
                'Nivel 2 (estándar): hasta {{tier2Volunteers, number}} personas voluntarias; proyectos activos: {{tier2Projects}}; funciones avanzadas (certificaciones y envíos de correo); soporte prioritario.',
                'Nivel 3 (prémium): hasta {{tier3Volunteers, number}} personas voluntarias; proyectos activos: {{tier3Projects}}; funciones prémium (gestión de entidades e informes avanzados); soporte dedicado.',
                'Nivel red: condiciones especiales para las entidades que forman parte de la red de {{foundation}}.',
              ],
              'Cuando la entidad alcanza un límite de su nivel, Enlace no permite superarlo (por ejemplo, dar de alta a más personas voluntarias) hasta que pase a un nivel superior; los datos ya guardados se conservan.',
              'Mientras dure la fase beta, el servicio se presta sin acuerdo de nivel de servicio (SLA): {{foundation}} procura una disponibilidad del {{availability, number}} % como objetivo, sin garantizarla, y avisará con antelación de las interrupciones programadas.',
              'Las entidades clientes de las fases alfa y beta que no formen parte de la red de {{foundation}} disfrutarán gratuitamente del nivel 2 durante {{freeMonths}} meses desde el lanzamiento comercial.',
            ],
          },
          {
            id: 'medidas-seguridad',
            title: '6. Medidas de seguridad',
            paragraphs: [
              '{{foundation}} aplica medidas técnicas y organizativas adecuadas al riesgo, entre ellas:',
              [
                'el cifrado de las comunicaciones con TLS 1.3 y de los datos almacenados con AES-256;',
                'permisos granulares basados en roles, de modo que cada persona usuaria accede solo a lo que requieren sus funciones;',
                'la autenticación multifactor para el acceso administrativo;',
                'la separación de los datos de cada entidad cliente respecto de los de las demás;',
                'la conservación de los registros de seguridad durante {{securityLogsYears}} años.',
              ],
              'El anexo 3 del contrato de encargo del tratamiento describe estas medidas con más detalle.',
            ],
          },
          {
            id: 'auditoria',
            title: '7. Auditoría',
            paragraphs: [
              'La entidad cliente puede auditar el cumplimiento de las obligaciones de {{foundation}} como encargado del tratamiento, por sí misma o mediante un auditor independiente sujeto a confidencialidad, como máximo una vez cada {{auditYears}} años y con un preaviso de {{auditNoticeDays}} días hábiles.',
              '{{foundation}} pondrá a su disposición la información necesaria para demostrar el cumplimiento. Cada parte asume sus propios costes de la auditoría.',
            ],
          },
          {
            id: 'limitacion-responsabilidad',
            title: '8. Limitación de responsabilidad',
            paragraphs: [
              'Durante la fase beta, Enlace se ofrece en el estado en que se encuentra, sin garantía de disponibilidad ni de ausencia de errores. {{foundation}} no responde de las interrupciones del servicio ni de los daños indirectos, como el lucro cesante o la pérdida de oportunidades, salvo en caso de dolo o culpa grave.',
              'Cada parte responde de sus propios incumplimientos en materia de protección de datos, en los términos del artículo 82 del RGPD. Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse conforme a la ley.',
            ],
          },
          {
            id: 'cambios-terminos',
            title: '9. Cambios en los términos',
            paragraphs: [
              '{{foundation}} puede modificar estos términos para adaptarlos a cambios legales, técnicos o del servicio. Publicará la nueva versión en esta página, con su fecha y su número de versión, y avisará a las entidades clientes de los cambios relevantes con {{termsNoticeDays}} días de antelación a su entrada en vigor.',
              'Si la entidad no está de acuerdo con un cambio, puede terminar el contrato antes de que entre en vigor; si sigue utilizando el servicio después, se entiende que lo acepta.',
            ],
          },
          {
            id: 'vigencia-terminacion',
            title: '10. Vigencia y terminación',
            paragraphs: [
              'Estos términos se aplican desde que la entidad empieza a utilizar Enlace y mientras lo utilice. Cualquiera de las partes puede terminar el contrato comunicándolo por escrito a la otra; {{foundation}} puede, además, suspender o terminar el servicio si la entidad incumple gravemente estos términos.',
              'Al terminar, la entidad elige si {{foundation}} le devuelve los datos o los destruye; si no lo elige en {{returnChoiceDays}} días desde el fin del servicio, los datos se le devuelven. Después, {{foundation}} suprime las copias que conserve, salvo las que la ley le obligue a guardar, que permanecerán bloqueadas.',
              'Estos términos se rigen por la ley española. Para resolver cualquier controversia, las partes se someten a los juzgados y tribunales de Málaga.',
            ],
          },
        ],
      },
    },
  },
  en: () => import('./legal-terms-translations.en').then((texts) => texts.default),
  ca: () => import('./legal-terms-translations.ca').then((texts) => texts.default),
});

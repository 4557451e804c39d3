import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// /data-processing-agreement (spec §2, §3, §6, §9): the clauses, then annexes 1 (data and data subjects),
// 2 (sub-processors) and 3 (security measures) as sections of the same page, each with its own anchor.
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      dataProcessing: {
        title: 'Contrato de encargo del tratamiento',
        description:
          'Contrato de encargo del tratamiento entre {{organisation}} y {{foundation}} para el servicio Enlace, con sus anexos: datos e interesados, subencargados y medidas de seguridad.',
        intro:
          'Este contrato, previsto en el artículo 28 del Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), regula el tratamiento de datos personales que {{foundation}} realiza por cuenta de {{organisation}} al prestarle el servicio Enlace. Forma parte de los términos y condiciones del servicio.',
        info: { type: 'Contrato', code: 'DPA-01' },
        sections: [
          {
            id: 'partes-objeto',
            title: '1. Partes y objeto',
            paragraphs: [
              'De una parte, {{organisation}} (la entidad), responsable del tratamiento. De otra, {{foundation}}, encargado del tratamiento.',
              'El objeto del contrato es el tratamiento de los datos personales necesarios para prestar Enlace: la gestión del voluntariado, de las actividades y sus intervenciones, de las personas beneficiarias, del personal, de las entidades colaboradoras y de los lugares. El anexo 1 recoge las categorías de datos y de personas interesadas.',
            ],
          },
          {
            id: 'duracion',
            title: '2. Duración',
            paragraphs: [
              'El contrato dura lo mismo que la prestación del servicio. Las obligaciones de confidencialidad y las relativas a la devolución o la destrucción de los datos siguen vigentes después de su terminación.',
            ],
          },
          {
            id: 'instrucciones-confidencialidad',
            title: '3. Instrucciones y confidencialidad',
            paragraphs: [
              '{{foundation}} tratará los datos únicamente siguiendo las instrucciones documentadas de la entidad, que son estas cláusulas y la configuración que la entidad haga en Enlace. Si considera que una instrucción infringe la normativa de protección de datos, se lo comunicará de inmediato.',
              'Las personas que trabajan para {{foundation}} y pueden acceder a los datos están sujetas a un deber de confidencialidad que se mantiene después de terminar su relación con ella.',
            ],
          },
          {
            id: 'subencargados',
            title: '4. Subencargados',
            paragraphs: [
              'La entidad autoriza a {{foundation}} a recurrir a los subencargados del anexo 2. {{foundation}} le comunicará cualquier incorporación o sustitución con {{subprocessorNoticeDays}} días de antelación, y la entidad podrá oponerse de forma motivada en un plazo de {{objectionDays}} días desde la comunicación; si se opone y no se encuentra una alternativa, podrá resolver el contrato.',
              'Cada subencargado queda sujeto por contrato a las mismas obligaciones de protección de datos que este contrato impone a {{foundation}}, que sigue respondiendo ante la entidad de su cumplimiento.',
            ],
          },
          {
            id: 'transferencias',
            title: '5. Transferencias internacionales',
            paragraphs: [
              'Cuando un subencargado trate datos en Estados Unidos, la transferencia se ampara en el Marco de Privacidad de Datos UE-EE. UU., si el proveedor está adherido a él, o en las cláusulas contractuales tipo aprobadas por la Comisión Europea, con las medidas adicionales que sean necesarias.',
            ],
          },
          {
            id: 'seguridad',
            title: '6. Medidas de seguridad',
            paragraphs: [
              '{{foundation}} aplicará las medidas técnicas y organizativas del anexo 3, entre ellas el cifrado con TLS 1.3 en las comunicaciones y con AES-256 en el almacenamiento, los permisos granulares basados en roles y la autenticación multifactor para el acceso administrativo.',
            ],
          },
          {
            id: 'violaciones-seguridad',
            title: '7. Violaciones de la seguridad de los datos',
            paragraphs: [
              '{{foundation}} notificará a la entidad, sin dilación indebida y en un plazo máximo de {{breachHours}} horas desde que tenga conocimiento de ella, toda violación de la seguridad de los datos personales. La notificación describirá su naturaleza, las categorías y el número aproximado de interesados y de registros afectados, sus posibles consecuencias y las medidas adoptadas o propuestas, e indicará un punto de contacto.',
              '{{foundation}} ayudará a la entidad para que la notificación a la autoridad de control se haga también dentro de las {{breachHours}} horas y, cuando proceda, para comunicar la violación a las personas afectadas.',
            ],
          },
          {
            id: 'derechos-interesados',
            title: '8. Derechos de las personas interesadas',
            paragraphs: [
              'Si una persona interesada ejerce ante {{foundation}} sus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento o portabilidad, {{foundation}} trasladará la solicitud a la entidad en un plazo máximo de {{requestForwardDays}} días hábiles, junto con la información que necesite para resolverla.',
              'La entidad responde a la persona interesada en el plazo de un mes que fija el RGPD, y {{foundation}} la asistirá con las funciones de Enlace para cumplirlo.',
            ],
          },
          {
            id: 'auditorias',
            title: '9. Auditorías',
            paragraphs: [
              '{{foundation}} pondrá a disposición de la entidad la información necesaria para demostrar el cumplimiento de este contrato y permitirá las auditorías, realizadas por la entidad o por un auditor designado por ella y sujeto a confidencialidad, como máximo una vez cada {{auditYears}} años y con un preaviso de {{auditNoticeDays}} días hábiles.',
            ],
          },
          {
            id: 'otras-obligaciones',
            title: '10. Otras obligaciones de las partes',
            paragraphs: [
              '{{foundation}} llevará el registro de las actividades de tratamiento que efectúe por cuenta de la entidad y la asistirá, cuando sea necesario, en las evaluaciones de impacto y en las consultas previas a la autoridad de control.',
              'La entidad facilitará a {{foundation}} los datos y las instrucciones necesarios, contará con una base jurídica para cada tratamiento, autorizará ella misma a sus personas usuarias y supervisará el cumplimiento de este contrato.',
            ],
          },
          {
            id: 'fin-prestacion',
            title: '11. Fin de la prestación: devolución o destrucción',
            paragraphs: [
              'Al terminar el servicio, la entidad elegirá si {{foundation}} le devuelve los datos, en un formato estructurado y de uso común, o si los destruye. Si no lo elige en {{returnChoiceDays}} días desde el fin de la prestación, los datos se le devolverán.',
              'Tras la devolución o la destrucción, {{foundation}} suprimirá las copias que conserve. Solo guardará, debidamente bloqueados, los datos que una ley le obligue a conservar y durante el plazo que esa ley establezca.',
            ],
          },
          {
            id: 'conservacion',
            title: '12. Plazos de conservación',
            paragraphs: [
              'Mientras dure el servicio, los datos se conservan durante estos plazos:',
              [
                'datos de las personas usuarias activas: mientras dure el contrato;',
                'donaciones: {{donationsYears}} años;',
                'registros de seguridad: {{securityLogsYears}} años;',
                'certificaciones: {{certificationsYears}} años.',
              ],
            ],
          },
          {
            id: 'responsabilidad-jurisdiccion',
            title: '13. Responsabilidad, ley aplicable y jurisdicción',
            paragraphs: [
              'Cada parte responde de los daños que cause por incumplir este contrato o la normativa de protección de datos, conforme al artículo 82 del RGPD.',
              'Este contrato se rige por la ley española. Para resolver cualquier controversia, las partes se someten a los juzgados y tribunales de Málaga.',
            ],
          },
          {
            id: 'anexo-1',
            title: 'Anexo 1. Categorías de datos personales y de personas interesadas',
            paragraphs: [
              'Categorías de datos personales:',
              [
                'identificativos: nombre, apellidos, documento nacional de identidad u otro documento de identidad y fecha de nacimiento;',
                'de contacto: correo electrónico, teléfono y dirección postal;',
                'profesionales: habilidades, disponibilidad y experiencia;',
                'documentos: el certificado de delitos de naturaleza sexual cuando la ley lo exige y la foto del documento de identidad;',
                'económicos: el IBAN para el reembolso de gastos;',
                'de participación: las actividades en que participa cada persona, las certificaciones, las donaciones y los certificados fiscales.',
              ],
              'Categorías de personas interesadas:',
              [
                'personas voluntarias;',
                'personas beneficiarias;',
                'donantes;',
                'personal administrativo y representantes de la entidad;',
                'personas de contacto de las entidades colaboradoras.',
              ],
            ],
          },
          {
            id: 'anexo-2',
            title: 'Anexo 2. Subencargados autorizados',
            paragraphs: [
              [
                'un proveedor de infraestructura en la nube, con centros de datos en la Unión Europea y en Estados Unidos: alojamiento y funcionamiento de la aplicación;',
                'un proveedor de correo electrónico transaccional, en Estados Unidos: envío de los correos de activación de cuentas, de recuperación de contraseñas y de autorización de tutores;',
                'un proveedor de alojamiento español: alojamiento del sitio web y de la base de datos en España.',
              ],
              'La identidad de cada proveedor se comunica a la entidad al contratar el servicio y cada vez que cambia, con la antelación de la cláusula 4.',
            ],
          },
          {
            id: 'anexo-3',
            title: 'Anexo 3. Medidas técnicas y organizativas de seguridad',
            paragraphs: [
              [
                'cifrado de los datos en tránsito con TLS 1.3 y en reposo con AES-256;',
                'control de acceso con permisos granulares basados en roles: cada persona usuaria accede solo a lo que requieren sus funciones, y es la entidad quien la autoriza;',
                'autenticación multifactor para el acceso administrativo;',
                'separación de los datos de cada entidad respecto de los de las demás, en la aplicación y en la base de datos;',
                'contraseñas de {{passwordMin}} a {{passwordMax}} caracteres, guardadas con argon2id y rechazadas si figuran en listas de contraseñas comprometidas; sesiones que caducan y se renuevan con credenciales de un solo uso;',
                'registros de seguridad conservados durante {{securityLogsYears}} años;',
                'deber de confidencialidad y formación en protección de datos del personal con acceso a los datos;',
                'procedimiento de gestión de violaciones de seguridad, con notificación a la entidad en un máximo de {{breachHours}} horas.',
              ],
            ],
          },
        ],
      },
    },
  },
  en: () => import('./legal-data-processing-translations.en').then((texts) => texts.default),
  ca: () => import('./legal-data-processing-translations.ca').then((texts) => texts.default),
});

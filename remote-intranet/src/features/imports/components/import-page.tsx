import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Permission } from '@enlace/shared/domain';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { IMPORT_LIST_PATHS } from '../../../config/paths';
import { useImports } from '../api/get-imports';
import type { ImportKind } from '../api/import-types';
import { useImportSteps } from '../hooks/use-import-steps';
import { ImportFileStep } from './import-file-step';
import { ImportHistory } from './import-history';
import { ImportTemplateStep } from './import-template-step';

export type ImportPageProps = { kind: ImportKind };

// Importing is creating many at once: those who may create one may import (docs/roles.md).
const CREATE_PERMISSIONS: Record<ImportKind, Permission> = {
  volunteers: 'volunteer:create',
  partners: 'partner:create',
};

// The list each import page belongs to, by its title's key.
const LIST_TITLES: Record<ImportKind, string> = {
  volunteers: 'volunteers.title',
  partners: 'partners.title',
};

/**
 * /intranet/volunteer/import and /intranet/partner/import: the template, the file checked before anything is
 * stored, the import itself, and the history. Anyone who may not create gets the area's not-found page.
 */
export function ImportPage({ kind }: ImportPageProps) {
  const canCreate = useCan(CREATE_PERMISSIONS[kind]);
  return canCreate ? <ImportScreen kind={kind} /> : <AreaNotFoundPage />;
}

function ImportScreen({ kind }: ImportPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const history = useImports(kind);
  const steps = useImportSteps(kind, history.reload);
  const title = t(`imports.title.${kind}`);
  const listPath = IMPORT_LIST_PATHS[kind];

  return (
    <IntranetPage
      title={title}
      breadcrumbs={[{ label: t(LIST_TITLES[kind]), to: listPath }, { label: title }]}
    >
      <Text color="fg.muted" mb="6">
        {t(`imports.intro.${kind}`)}
      </Text>
      <Stack gap="6" maxW="4xl">
        <ImportTemplateStep kind={kind} />
        <ImportFileStep kind={kind} steps={steps} />
        <ImportHistory history={history} />
        <Link asChild color="brand.fg" alignSelf="flex-start">
          <RouterLink to={listPath}>{t(`imports.back.${kind}`)}</RouterLink>
        </Link>
      </Stack>
    </IntranetPage>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { Project } from '@enlace/shared/domain';
import { ConfirmDialog } from '@enlace/shared/ui';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useDeleteProject } from '../api/delete-project';
import { useSetProjectStatus } from '../api/set-project-status';
import { PROJECTS_PATH } from '../../../config/paths';

export type ProjectActionsProps = {
  project: Project;
  /** The saved project after closing or re-opening it. */
  onSaved: (project: Project) => void;
  /** The API refused re-opening (`project-exceeds-limit`): the page explains it. */
  onRefused: (error: ApiError) => void;
};

type Pending = 'status' | 'delete' | null;

/**
 * Close or re-open, and delete, each after a confirmation, for the staff who manage projects (docs/roles.md):
 * administrators and technical staff; coordinators only read.
 */
export function ProjectActions({ project, onSaved, onRefused }: ProjectActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canUpdate = useCan('project:update');
  const canDelete = useCan('project:delete');
  const setStatus = useSetProjectStatus(onRefused);
  const remove = useDeleteProject();
  const [open, setOpen] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  if (!canUpdate && !canDelete) return null;
  const closing = project.status === 'active';

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2" width={{ base: 'full', sm: 'auto' }}>
      {canUpdate ? (
        <Button variant="outline" onClick={() => setOpen('status')}>
          {closing ? t('project.close') : t('project.reopen')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setOpen('delete')}>
          {t('project.delete')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={open === 'status'}
        title={
          closing
            ? t('project.closeTitle', { name: project.name })
            : t('project.reopenTitle', { name: project.name })
        }
        description={closing ? t('project.closeText') : t('project.reopenText')}
        confirmLabel={closing ? t('project.close') : t('project.reopen')}
        loading={busy}
        onCancel={() => setOpen(null)}
        onConfirm={async () => {
          setBusy(true);
          const saved = await setStatus(project.id, closing ? 'closed' : 'active');
          setBusy(false);
          setOpen(null);
          if (saved) onSaved(saved);
        }}
      />
      <ConfirmDialog
        open={open === 'delete'}
        destructive
        title={t('project.deleteTitle', { name: project.name })}
        description={t('project.deleteText')}
        confirmLabel={t('project.delete')}
        loading={busy}
        onCancel={() => setOpen(null)}
        onConfirm={async () => {
          setBusy(true);
          const deleted = await remove(project.id);
          setBusy(false);
          setOpen(null);
          if (deleted) navigate(PROJECTS_PATH);
        }}
      />
    </Stack>
  );
}

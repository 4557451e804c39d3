import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../i18n/translations';

export type OnlyMineToggleProps = {
  onlyMine: boolean;
  onChange: (onlyMine: boolean) => void;
};

/** "Solo las mías" / "Todas": one click narrows a list to the coordinator's own rows or widens it again. */
export function OnlyMineToggle({ onlyMine, onChange }: OnlyMineToggleProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <HStack role="group" aria-label={t('onlyMine.label')} gap="2" mb="4">
      <Button
        size="sm"
        variant={onlyMine ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={onlyMine}
        onClick={() => onChange(true)}
      >
        {t('onlyMine.mine')}
      </Button>
      <Button
        size="sm"
        variant={onlyMine ? 'outline' : 'solid'}
        colorPalette="brand"
        aria-pressed={!onlyMine}
        onClick={() => onChange(false)}
      >
        {t('onlyMine.all')}
      </Button>
    </HStack>
  );
}

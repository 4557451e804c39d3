import { Button, CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** One section link of an area's navigation. */
export type AreaNavLink = {
  /** Absolute path of the section. */
  to: string;
  /** The link's text, already translated. */
  label: string;
  /** Marked as current only on this exact path (an area's start page), not below it. */
  end?: boolean;
};

/** An area's section links and the name of their navigation landmark. */
export type AreaNavigation = {
  label: string;
  links: AreaNavLink[];
};

export type CompactNavigationProps = {
  /** The area's section links and their accessible name (the same as the wide screens' navigation). */
  navigation?: AreaNavigation;
  /** Below the links in the menu: the person's own page, the language and the logout. */
  account?: ReactNode;
};

function MenuIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <line x1="3" y1="6" x2="21" y2="6" />
      <line x1="3" y1="12" x2="21" y2="12" />
      <line x1="3" y1="18" x2="21" y2="18" />
    </svg>
  );
}

/**
 * The menu of an area on a phone, beside the logo in the header: a "Menú" button that opens a drawer with the
 * area's section links and the account actions, so that the page starts right below one short bar. Choosing a link closes the
 * menu (the page change then starts the keyboard from the top, as every page change does); Escape, the close
 * button and the backdrop close it and give the focus back to the button.
 */
export function CompactNavigation({ navigation, account }: CompactNavigationProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // Closed by a link: the new page takes the focus to its top, and the menu must not give it back to its button
  // once its closing animation ends (on a busy phone that came after the page change and won).
  const [leftByLink, setLeftByLink] = useState(false);
  const contentId = `compact-menu-${useId().replace(/:/g, '')}`;

  // Any link of the menu (a section or the person's profile) leads elsewhere: the menu has done its job.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      setLeftByLink(true);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="md"
        aria-expanded={open}
        aria-controls={contentId}
        aria-haspopup="dialog"
        onClick={() => {
          setLeftByLink(false);
          setOpen((current) => !current);
        }}
      >
        <MenuIcon />
        {t('app.menu')}
      </Button>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        restoreFocus={!leftByLink}
        placement="end"
        size="xs"
        ids={{ content: contentId }}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t('app.menu')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body onClick={closeOnLink}>
                {navigation ? (
                  <Stack as="nav" aria-label={navigation.label} gap="1" mb="6">
                    {navigation.links.map(({ to, label, end }) => (
                      <Link
                        key={to}
                        asChild
                        minH="11"
                        px="3"
                        borderRadius="md"
                        fontWeight="medium"
                        color="fg.muted"
                        _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
                      >
                        <NavLink to={to} end={end}>
                          {label}
                        </NavLink>
                      </Link>
                    ))}
                  </Stack>
                ) : null}
                {account ? (
                  <Stack
                    gap="3"
                    pt={navigation ? '6' : undefined}
                    borderTopWidth={navigation ? '1px' : undefined}
                    align="flex-start"
                  >
                    {account}
                  </Stack>
                ) : null}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('app.closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

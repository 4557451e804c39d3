// The part of react-i18next that the apps share as the `react-i18next` singleton: the hook every component uses,
// the plugin the shared i18n instance is initialised with and the provider of UiProviders. The rest (Trans and
// its HTML parser, withTranslation, Translation, the SSR helpers) is unused. Same rules as chakra-surface.js: the
// build fails on a name missing here.
export { useTranslation, initReactI18next, I18nextProvider } from 'enlace-react-i18next-full';

// Chakra's Dialog, loaded by chakra-surface.js the first time a dialog opens (see `Dialog` there).
export { Dialog } from 'enlace-chakra-full';

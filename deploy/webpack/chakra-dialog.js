// Chakra's Dialog and Drawer, loaded by chakra-surface.js the first time one opens (see `Dialog` there).
export { Dialog, Drawer } from 'enlace-chakra-full';

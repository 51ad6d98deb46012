export { Gallery } from './components/gallery';
export { appGalleryTransport } from './transport';

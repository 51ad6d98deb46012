export { Gallery, galleryPageFrame } from './components/gallery';
export { appGalleryTransport } from './transport';

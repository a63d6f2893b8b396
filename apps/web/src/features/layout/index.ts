export { BannerCarousel, type CarouselSlide } from './banner-carousel';

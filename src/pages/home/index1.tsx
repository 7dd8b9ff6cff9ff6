export { default } from '@/features/content/screens/home-second';

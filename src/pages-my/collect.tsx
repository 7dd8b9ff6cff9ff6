export { default } from '@/features/account/screens/favourites';

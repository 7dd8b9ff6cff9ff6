export { default } from '@/features/location/screens/open-location';

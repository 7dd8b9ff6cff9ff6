export { default } from '@/features/location/screens/choose-location';

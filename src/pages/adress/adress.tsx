export { default } from '@/features/address/screens/address-list';

export { default } from '@/features/account/screens/area-code';

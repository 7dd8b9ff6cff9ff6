export { default } from '@/features/account/screens/register';

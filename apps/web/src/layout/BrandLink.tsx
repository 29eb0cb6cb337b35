import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../app/theme';
import { BallIcon } from '../common/icons';
import classes from './header.module.css';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className={classes.brand} aria-label={`${BRAND_NAME} home`}>
      <span className={classes.brandMark}>
        <BallIcon size={20} />
      </span>
      <span>{BRAND_NAME}</span>
    </Link>
  );
}

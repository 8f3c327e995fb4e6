import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cityAdminCreateSchema,
  cityAdminItemSchema,
  cityAdminUpdateSchema,
  countryAdminCreateSchema,
  countryAdminItemSchema,
  countryAdminUpdateSchema,
  type CityAdminItem,
  type CountryAdminItem,
} from '#shared/schemas/lookup-admin.ts';
import { AdminFormDialog, type FieldSpec } from '../components/admin-form-dialog.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { LookupAdminLayout } from './lookup-admin-layout.tsx';

const MENU = 'jobLocation';

function CountriesTable(props: {
  selected: CountryAdminItem | null;
  onSelect: (country: CountryAdminItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = (row: { nameEn?: unknown; nameTr?: unknown }) =>
    String(i18n.language === 'tr' ? row.nameTr : row.nameEn);
  const fields: FieldSpec[] = [
    {
      name: 'iso2',
      label: t('lookupAdmin.columns.iso2'),
      kind: 'text',
      invalidKey: 'lookupAdmin.form.iso2Invalid',
      maxLength: 2,
    },
    { name: 'nameEn', label: t('lookupAdmin.columns.nameEn'), kind: 'text', maxLength: 120 },
    { name: 'nameTr', label: t('lookupAdmin.columns.nameTr'), kind: 'text', maxLength: 120 },
    {
      name: 'phoneCode',
      label: t('lookupAdmin.columns.phoneCode'),
      kind: 'text',
      invalidKey: 'lookupAdmin.form.phoneCodeInvalid',
      maxLength: 10,
    },
    {
      name: 'defaultCurrency',
      label: t('lookupAdmin.columns.currency'),
      kind: 'text',
      hint: t('lookupAdmin.form.currencyHint'),
      invalidKey: 'lookupAdmin.form.currencyInvalid',
      nullable: true,
      maxLength: 3,
    },
  ];
  return (
    <AdminTable
      segment="countries"
      menu={MENU}
      item={countryAdminItemSchema}
      title={t('lookupAdmin.location.countries')}
      defaultSort={i18n.language === 'tr' ? 'nameTr' : 'nameEn'}
      columns={[
        { key: 'iso2', header: t('lookupAdmin.columns.iso2'), sortable: true, narrow: true },
        { key: 'nameEn', header: t('lookupAdmin.columns.nameEn'), sortable: true },
        { key: 'nameTr', header: t('lookupAdmin.columns.nameTr'), sortable: true },
        {
          key: 'phoneCode',
          header: t('lookupAdmin.columns.phoneCode'),
          sortable: true,
          narrow: true,
        },
        {
          key: 'defaultCurrency',
          header: t('lookupAdmin.columns.currency'),
          narrow: true,
        },
        { key: 'cityCount', header: t('lookupAdmin.columns.cities'), sortable: true, narrow: true },
      ]}
      rowName={name}
      selectedId={props.selected?.id ?? null}
      extraActions={(row) => (
        <Button
          type="button"
          icon="pi pi-map-marker"
          label={t('lookupAdmin.location.showCities')}
          text
          size="small"
          aria-label={t('lookupAdmin.actions.cities', { name: name(row) })}
          aria-pressed={row.id === props.selected?.id}
          onClick={() => props.onSelect(row)}
        />
      )}
      addLabel={t('lookupAdmin.form.addCountry')}
      renderForm={(row, onClose) => (
        <AdminFormDialog
          segment="countries"
          id={row?.id}
          title={t(row ? 'lookupAdmin.form.editCountry' : 'lookupAdmin.form.addCountry')}
          fields={fields}
          schema={row ? countryAdminUpdateSchema : countryAdminCreateSchema}
          initial={{
            iso2: row?.iso2 ?? '',
            nameEn: row?.nameEn ?? '',
            nameTr: row?.nameTr ?? '',
            phoneCode: row?.phoneCode ?? '',
            defaultCurrency: row?.defaultCurrency ?? '',
          }}
          nameOf={(values) => name(values)}
          onClose={onClose}
        />
      )}
    />
  );
}

function CitiesTable({ country }: { country: CountryAdminItem }) {
  const { t, i18n } = useTranslation();
  const countryName = i18n.language === 'tr' ? country.nameTr : country.nameEn;
  return (
    <AdminTable
      segment="cities"
      menu={MENU}
      item={cityAdminItemSchema}
      title={t('lookupAdmin.location.citiesOf', { country: countryName })}
      scope={{ countryId: country.id }}
      defaultSort="name"
      columns={[{ key: 'name', header: t('lookupAdmin.columns.name'), sortable: true }]}
      rowName={(row: CityAdminItem) => row.name}
      addLabel={t('lookupAdmin.form.addCity')}
      renderForm={(row, onClose) => (
        <AdminFormDialog
          segment="cities"
          id={row?.id}
          title={t(row ? 'lookupAdmin.form.editCity' : 'lookupAdmin.form.addCity')}
          fields={[
            { name: 'name', label: t('lookupAdmin.columns.name'), kind: 'text', maxLength: 120 },
          ]}
          fixed={{ countryId: country.id }}
          schema={row ? cityAdminUpdateSchema : cityAdminCreateSchema}
          initial={{ name: row?.name ?? '' }}
          nameOf={(values) => String(values.name)}
          onClose={onClose}
        />
      )}
    />
  );
}

/** Countries, then the cities of the selected country (server-paged: there are 120,000+). */
export function JobLocationPage() {
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState<CountryAdminItem | null>(null);
  const citiesHeading = useRef<HTMLHeadingElement>(null);
  return (
    <LookupAdminLayout menu={MENU}>
      <h2 className="lookup-admin__heading">{t('lookupAdmin.location.countries')}</h2>
      <CountriesTable
        selected={country}
        onSelect={(next) => {
          setCountry(next);
          // Move the reader to the list that just opened.
          requestAnimationFrame(() => citiesHeading.current?.focus());
        }}
      />
      <h2 className="lookup-admin__heading" ref={citiesHeading} tabIndex={-1}>
        {country
          ? t('lookupAdmin.location.citiesOf', {
              country: i18n.language === 'tr' ? country.nameTr : country.nameEn,
            })
          : t('lookupAdmin.location.cities')}
      </h2>
      {country ? (
        <CitiesTable key={country.id} country={country} />
      ) : (
        <p className="lookup-admin__hint">{t('lookupAdmin.location.pickCountry')}</p>
      )}
    </LookupAdminLayout>
  );
}

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { getConfig } from '../../../src/config/env';
import {
  propertySearchEndpoint,
  saveBuiltListEndpoint,
} from '../../../src/features/contacts/listBuilder/api';
import ListBuilderModal from '../../../src/features/contacts/listBuilder/ListBuilderModal';
import { countiesChosen, stateChosen } from '../../../src/features/contacts/listBuilder/slice';
import { listBuilderEn as lb } from '../../../src/i18n/locales/domains/listBuilder/en';
import { db } from '../../../src/mocks/db';
import { propertiesInZip } from '../../../src/mocks/contacts/listBuilderHandlers';
import { zipRowsOf } from '../../../src/mocks/contacts/geoData';
import { endpointUrl } from '../../../src/mocks/kit/handle';
import { server } from '../../../src/mocks/node';
import { preloadAppModules } from '../../utils/appSetup';
import { seededUser } from '../../utils/mockServer';
import { failCall } from '../../utils/overrides';
import { renderWithApp } from '../../utils/renderWithStore';
import { settle } from '../../utils/settle';
import { COUNT_DEBOUNCE_MS } from '../../../src/features/contacts/listBuilder/sagas';

/**
 * List builder cascade: state, counties, cities and ZIP codes narrow one another, the count
 * follows the selection (debounced, latest wins), the data service's gaps and faults are shown
 * rather than crashing, and a selection is saved once as a contact list.
 */
preloadAppModules();

type User = ReturnType<typeof renderWithApp>['user'];

const searchUrl = endpointUrl(propertySearchEndpoint);
const saveUrl = endpointUrl(saveBuiltListEndpoint);
const geoUrl = (path: string) => `${getConfig().geoDataUrl}${path}`;

/** The property-search and save bodies sent during a test (the token left out). */
let searches: Record<string, unknown>[] = [];
let saves: Record<string, unknown>[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const into = request.url === searchUrl ? searches : request.url === saveUrl ? saves : undefined;
  if (!into) return;
  void request
    .clone()
    .json()
    .then((body: Record<string, unknown>) => {
      const { api_token: _token, ...rest } = body;
      into.push(rest);
    });
};
beforeEach(() => {
  searches = [];
  saves = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => server.events.removeListener('request:start', onRequest));

const field = (label: string) => screen.getByLabelText(label);
const formatted = (count: number) => new Intl.NumberFormat('en').format(count);
const matchText = (count: number) => `${formatted(count)} properties match`;

async function sumOf(
  state: string,
  keep: (row: { zip: string; city: string; county: string }) => boolean,
) {
  return (await zipRowsOf(state))
    .filter(keep)
    .reduce((sum, row) => sum + propertiesInZip(row.zip), 0);
}

/** Types into an antd select's search and picks the option with that title. */
async function pick(user: User, label: string, option: string, search = option) {
  const input = field(label);
  await user.click(input);
  await user.type(input, search);
  const dropdown = await dropdownOf(input);
  await user.click(await within(dropdown).findByTitle(option));
  await closeDropdown(user, input);
}

/**
 * Closes a select's dropdown by clicking beside it. Not with Escape: jsdom's key events carry no
 * `which`, so rc-select does not see its Escape and the modal would take it (the e2e checks the
 * real key in Chromium).
 */
async function closeDropdown(user: User, input: HTMLElement) {
  if (input.getAttribute('aria-expanded') !== 'true') return;
  await user.click(screen.getByText(lb['listBuilder.intro']));
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
}

/** The dropdown of one select (found through its listbox, so a closing one never answers). */
async function dropdownOf(input: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const dropdown = document
      .getElementById(`${input.id}_list`)
      ?.closest<HTMLElement>('.ant-select-dropdown');
    if (!dropdown || dropdown.classList.contains('ant-select-dropdown-hidden'))
      throw new Error(`No open dropdown for ${input.id}`);
    return dropdown;
  });
}

/** The selected values an antd multiple select shows as tags. */
function tagsOf(label: string): string[] {
  const root = field(label).closest('.ant-select');
  return [...(root?.querySelectorAll('.ant-select-selection-item') ?? [])].map(
    (tag) => tag.getAttribute('title') ?? '',
  );
}

const saveButton = () => screen.getByText(lb['listBuilder.save']).closest('button')!;

async function openBuilder() {
  const onClose = vi.fn<() => void>();
  const view = renderWithApp(<ListBuilderModal onClose={onClose} />, { as: 'market' });
  await screen.findByRole('dialog');
  await waitFor(() => expect(field(lb['listBuilder.state.label'])).toBeEnabled());
  return { ...view, onClose };
}

async function chooseMaine(user: User) {
  await pick(user, lb['listBuilder.state.label'], 'Maine');
  await waitFor(() => expect(field(lb['listBuilder.counties.label'])).toBeEnabled());
}

describe('List builder cascade', () => {
  it('counts a whole state, then narrows by county, city and ZIP code', async () => {
    const { user } = await openBuilder();
    expect(screen.getByText(lb['listBuilder.count.prompt'])).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await chooseMaine(user);
    expect(await screen.findByText(matchText(await sumOf('ME', () => true)))).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({ state: 'ME', counties: [], cities: [], zipcodes: [] });

    await pick(user, lb['listBuilder.counties.label'], 'Cumberland');
    const cumberland = await sumOf('ME', (row) => row.county === 'Cumberland');
    expect(await screen.findByText(matchText(cumberland))).toBeInTheDocument();

    // Cities follow the county: Portland is offered, Bangor (Penobscot) is not.
    const cities = field(lb['listBuilder.cities.label']);
    await user.click(cities);
    await user.type(cities, 'Bangor');
    expect(
      await within(await dropdownOf(cities)).findByText(lb['listBuilder.noOptions']),
    ).toBeInTheDocument();
    await user.clear(cities);
    await closeDropdown(user, cities);
    await pick(user, lb['listBuilder.cities.label'], 'Portland');
    const portland = await sumOf('ME', (row) => row.city === 'Portland');
    expect(await screen.findByText(matchText(portland))).toBeInTheDocument();

    // ZIP codes follow the city: South Portland's 04106 is not offered.
    const zips = field(lb['listBuilder.zipcodes.label']);
    await user.click(zips);
    await user.type(zips, '04106');
    expect(
      await within(await dropdownOf(zips)).findByText(lb['listBuilder.noOptions']),
    ).toBeInTheDocument();
    await user.clear(zips);
    await closeDropdown(user, zips);
    await pick(user, lb['listBuilder.zipcodes.label'], '04102 · Portland', '04102');
    expect(await screen.findByText(matchText(propertiesInZip('04102')))).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({
      state: 'ME',
      counties: ['Cumberland'],
      cities: ['Portland'],
      zipcodes: ['04102'],
    });
  });

  it('drops the cities and ZIP codes a county change leaves without a match', async () => {
    const { user, store } = await openBuilder();
    await chooseMaine(user);
    await pick(user, lb['listBuilder.counties.label'], 'Cumberland');
    await pick(user, lb['listBuilder.cities.label'], 'Portland');
    await pick(user, lb['listBuilder.zipcodes.label'], '04101 · Portland', '04101');
    expect(tagsOf(lb['listBuilder.zipcodes.label'])).toEqual(['04101 · Portland']);

    await pick(user, lb['listBuilder.counties.label'], 'York');
    // Cumberland and York: Portland still matches.
    expect(tagsOf(lb['listBuilder.cities.label'])).toEqual(['Portland']);

    act(() => {
      store.dispatch(countiesChosen(['York']));
    });
    expect(store.getState().listBuilder?.selection).toEqual({
      state: 'ME',
      counties: ['York'],
      cities: [],
      zipcodes: [],
    });
    expect(tagsOf(lb['listBuilder.cities.label'])).toEqual([]);
    expect(tagsOf(lb['listBuilder.zipcodes.label'])).toEqual([]);
    const york = await sumOf('ME', (row) => row.county === 'York');
    expect(await screen.findByText(matchText(york))).toBeInTheDocument();

    // A new state starts the cascade again.
    await pick(user, lb['listBuilder.state.label'], 'Texas', 'Tex');
    await waitFor(() => expect(store.getState().listBuilder?.selection.counties).toEqual([]));
    expect(tagsOf(lb['listBuilder.counties.label'])).toEqual([]);
  });

  it('asks for the count once the picking pauses, for the latest selection only', async () => {
    const { user, store } = await openBuilder();
    await chooseMaine(user);
    await screen.findByText(matchText(await sumOf('ME', () => true)));
    const before = searches.length;

    act(() => {
      store.dispatch(countiesChosen(['York']));
      store.dispatch(countiesChosen(['York', 'Knox']));
      store.dispatch(countiesChosen(['Knox']));
    });
    expect(screen.getByText(lb['listBuilder.count.loading'])).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    const knox = await sumOf('ME', (row) => row.county === 'Knox');
    expect(await screen.findByText(matchText(knox))).toBeInTheDocument();
    expect(searches.slice(before)).toEqual([
      { state: 'ME', counties: ['Knox'], cities: [], zipcodes: [] },
    ]);
  });

  it('sends no count once the builder has closed', async () => {
    const { store, unmount } = await openBuilder();
    await waitFor(() => expect(store.getState().listBuilder?.states.data).toHaveLength(51));
    act(() => {
      store.dispatch(stateChosen('ME'));
    });
    unmount();
    // Past the count's pause (COUNT_DEBOUNCE_MS), then whatever it would have sent.
    await settle(COUNT_DEBOUNCE_MS + 100);
    expect(searches).toEqual([]);
    expect(store.getState().listBuilder?.selection.state).toBeNull();
  });

  it('says when the data service has no places for a state, and counts what the server has', async () => {
    const { user } = await openBuilder();
    await pick(user, lb['listBuilder.state.label'], 'Ohio');
    expect(
      await screen.findByText(lb['listBuilder.detail.unavailable'].replace('{state}', 'Ohio')),
    ).toBeInTheDocument();
    expect(field(lb['listBuilder.counties.label'])).toBeDisabled();
    expect(await screen.findByText(lb['listBuilder.count.none'])).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('shows a malformed places file as an error with Retry, and recovers', async () => {
    server.use(
      http.get(geoUrl('cities/ME.json'), () => HttpResponse.json([{ name: 'Portland' }]), {
        once: true,
      }),
    );
    const { user } = await openBuilder();
    await pick(user, lb['listBuilder.state.label'], 'Maine');
    const failed = await screen.findByText(
      lb['listBuilder.detail.failed'].replace('{state}', 'Maine'),
    );
    expect(field(lb['listBuilder.counties.label'])).toBeDisabled();

    const alert = failed.closest<HTMLElement>('.ant-alert')!;
    await user.click(within(alert).getByText(lb['listBuilder.retry']));
    await waitFor(() => expect(field(lb['listBuilder.counties.label'])).toBeEnabled());
    expect(
      screen.queryByText(lb['listBuilder.detail.failed'].replace('{state}', 'Maine')),
    ).toBeNull();
  });

  it('shows an unreachable data service as an error, not as "no data"', async () => {
    server.use(http.get(geoUrl('zipcodes/TX.json'), () => HttpResponse.error()));
    const { user } = await openBuilder();
    await pick(user, lb['listBuilder.state.label'], 'Texas', 'Tex');
    expect(
      await screen.findByText(lb['listBuilder.detail.failed'].replace('{state}', 'Texas')),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(lb['listBuilder.detail.unavailable'].replace('{state}', 'Texas')),
    ).toBeNull();
  });

  it('shows a states file that is not JSON as an error with Retry', async () => {
    server.use(
      http.get(geoUrl('states.json'), () => new HttpResponse('<html>oops</html>'), { once: true }),
    );
    const onClose = vi.fn<() => void>();
    const { user } = renderWithApp(<ListBuilderModal onClose={onClose} />, { as: 'market' });
    const failed = await screen.findByText(lb['listBuilder.states.failed']);
    expect(field(lb['listBuilder.state.label'])).toBeDisabled();
    await user.click(
      within(failed.closest<HTMLElement>('.ant-alert')!).getByText(lb['listBuilder.retry']),
    );
    await waitFor(() => expect(field(lb['listBuilder.state.label'])).toBeEnabled());
  });

  it('shows a failed count with Retry', async () => {
    failCall(propertySearchEndpoint, { message: 'Server Error', status: 500 }, { once: true });
    const { user } = await openBuilder();
    await chooseMaine(user);
    const failed = await screen.findByText('Server Error');
    expect(saveButton()).toBeDisabled();
    await user.click(within(failed.parentElement!).getByText(lb['listBuilder.retry']));
    expect(await screen.findByText(matchText(await sumOf('ME', () => true)))).toBeInTheDocument();
  });
});

describe('saving a built list', () => {
  async function readyToSave() {
    const view = await openBuilder();
    await chooseMaine(view.user);
    await pick(view.user, lb['listBuilder.counties.label'], 'Cumberland');
    await pick(view.user, lb['listBuilder.cities.label'], 'Portland');
    await screen.findByText(matchText(await sumOf('ME', (row) => row.city === 'Portland')));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    return view;
  }

  it('checks the name before anything is sent', async () => {
    const { user } = await readyToSave();
    const listCount = db().contactLists.all().length;
    await user.click(saveButton());
    expect(await screen.findByText(lb['listBuilder.name.required'])).toBeInTheDocument();

    fireEvent.change(field(lb['listBuilder.name.label']), { target: { value: 'x'.repeat(101) } });
    expect(
      await screen.findByText(lb['listBuilder.name.tooLong'].replace('{max}', '100')),
    ).toBeInTheDocument();
    await user.click(saveButton());
    expect(db().contactLists.all()).toHaveLength(listCount);
    expect(saves).toEqual([]);
  });

  it('saves once, says so, closes and goes to the contact lists', async () => {
    const { user, onClose, services } = await readyToSave();
    const market = seededUser('market');
    const count = await sumOf('ME', (row) => row.city === 'Portland');
    await user.type(field(lb['listBuilder.name.label']), '  Portland 2027 ');

    const button = saveButton();
    fireEvent.click(button);
    fireEvent.click(button);

    const toast = lb['listBuilder.saved']
      .replace('{name}', 'Portland 2027')
      .replace('{count, number}', formatted(count));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(services.navigations).toEqual(['/dashboard/mailing']);
    expect(saves).toEqual([
      {
        name: 'Portland 2027',
        state: 'ME',
        counties: ['Cumberland'],
        cities: ['Portland'],
        zipcodes: [],
      },
    ]);
    const lists = db().contactLists.filter(
      (list) => list.user_id === market.id && list.name === 'Portland 2027',
    );
    expect(lists).toHaveLength(1);
    expect(lists[0]?.generated?.count).toBe(count);
    expect(lists[0]?.generated?.places?.map((place) => place.zip)).toEqual([
      '04101',
      '04102',
      '04103',
    ]);
  });

  it("shows the server's refusal in the modal and stays open", async () => {
    const { user, onClose, services } = await readyToSave();
    await user.type(field(lb['listBuilder.name.label']), 'portland HOMEOWNERS');
    await user.click(saveButton());
    expect(
      await screen.findByText('A contact list with this name already exists.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(services.navigations).toEqual([]);
    expect(saveButton()).toBeEnabled();
  });
});

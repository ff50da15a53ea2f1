<?php
/**
 * Settings → Portal News.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * The page where the client copies the site's addresses and token to the portal, pastes the portal's signing
 * secret, and maps the portal's categories to the site's.
 */
final class Portal_News_Settings_Page {
	private const SLUG              = 'portal-news';
	private const NEW_TOKEN         = 'portal_news_new_token';
	private const FETCH_CATEGORIES  = 'portal_news_fetch_categories';

	/** Adds the page and the handlers of its two buttons. */
	public static function hook(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'admin_post_' . self::NEW_TOKEN, array( self::class, 'new_token' ) );
		add_action( 'admin_post_' . self::FETCH_CATEGORIES, array( self::class, 'fetch_categories' ) );
	}

	/** Settings → Portal News, for those who may manage options. */
	public static function add_page(): void {
		add_options_page(
			__( 'Portal News', 'portal-news' ),
			__( 'Portal News', 'portal-news' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/** "Generate new token": a new random token replaces the old one. */
	public static function new_token(): void {
		self::check( self::NEW_TOKEN );
		update_option( Portal_News_Options::TOKEN, Portal_News_Options::new_token() );
		self::back( 'token' );
	}

	/** "Fetch portal categories": the portal's list, added to the known categories. */
	public static function fetch_categories(): void {
		self::check( self::FETCH_CATEGORIES );
		if ( '' === (string) get_option( Portal_News_Options::PORTAL_URL, '' ) ) {
			self::back( 'no-portal' );
		}
		if ( ! Portal_News_Options::fetch_portal_categories() ) {
			self::back( 'fetch-failed' );
		}
		self::back( 'fetched' );
	}

	/** The page. */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'portal-news' ) );
		}
		$author     = (int) get_option( Portal_News_Options::AUTHOR, 0 );
		$status     = (string) get_option( Portal_News_Options::STATUS, 'publish' );
		$map        = Portal_News_Options::category_map();
		$known      = (array) get_option( Portal_News_Options::PORTAL_CATEGORY, array() );
		$categories = get_terms(
			array(
				'taxonomy'   => 'category',
				'hide_empty' => false,
			)
		);
		$categories = is_array( $categories ) ? $categories : array();
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Portal News', 'portal-news' ); ?></h1>
			<?php self::notice(); ?>
			<p><?php esc_html_e( 'Copy the two addresses and the token below into the portal (My Account → Client API), then paste the portal\'s signing secret here.', 'portal-news' ); ?></p>

			<h2><?php esc_html_e( 'This site\'s addresses for the portal', 'portal-news' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="portal-news-category-url"><?php esc_html_e( 'Category address', 'portal-news' ); ?></label></th>
					<td><input id="portal-news-category-url" type="text" class="large-text code" readonly value="<?php echo esc_attr( rest_url( Portal_News_Rest_Controller::NAMESPACE . Portal_News_Rest_Controller::CATEGORIES ) ); ?>" /></td>
				</tr>
				<tr>
					<th scope="row"><label for="portal-news-store-url"><?php esc_html_e( 'Store address', 'portal-news' ); ?></label></th>
					<td><input id="portal-news-store-url" type="text" class="large-text code" readonly value="<?php echo esc_attr( rest_url( Portal_News_Rest_Controller::NAMESPACE . Portal_News_Rest_Controller::ARTICLES ) ); ?>" /></td>
				</tr>
				<tr>
					<th scope="row"><label for="portal-news-token-copy"><?php esc_html_e( 'Token', 'portal-news' ); ?></label></th>
					<td>
						<input id="portal-news-token-copy" type="text" class="large-text code" readonly value="<?php echo esc_attr( (string) get_option( Portal_News_Options::TOKEN, '' ) ); ?>" />
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
							<input type="hidden" name="action" value="<?php echo esc_attr( self::NEW_TOKEN ); ?>" />
							<?php wp_nonce_field( self::NEW_TOKEN ); ?>
							<?php submit_button( __( 'Generate new token', 'portal-news' ), 'secondary', 'submit', false ); ?>
							<p class="description"><?php esc_html_e( 'After a new token, save it on the portal too: the old one stops working at once.', 'portal-news' ); ?></p>
						</form>
					</td>
				</tr>
			</table>

			<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
				<?php settings_fields( Portal_News_Options::GROUP ); ?>
				<input type="hidden" name="<?php echo esc_attr( Portal_News_Options::TOKEN ); ?>" value="" />
				<h2><?php esc_html_e( 'Connection', 'portal-news' ); ?></h2>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="portal-news-portal-url"><?php esc_html_e( 'Portal address', 'portal-news' ); ?></label></th>
						<td><input id="portal-news-portal-url" name="<?php echo esc_attr( Portal_News_Options::PORTAL_URL ); ?>" type="url" class="regular-text code" placeholder="https://" value="<?php echo esc_attr( (string) get_option( Portal_News_Options::PORTAL_URL, '' ) ); ?>" /></td>
					</tr>
					<tr>
						<th scope="row"><label for="portal-news-secret"><?php esc_html_e( 'Signing secret', 'portal-news' ); ?></label></th>
						<td>
							<input id="portal-news-secret" name="<?php echo esc_attr( Portal_News_Options::SECRET ); ?>" type="password" class="regular-text code" autocomplete="off" placeholder="whsec_…" value="<?php echo esc_attr( (string) get_option( Portal_News_Options::SECRET, '' ) ); ?>" />
							<p class="description"><?php esc_html_e( 'Shown on the portal\'s My Account → Client API. Pushes without a valid signature are refused.', 'portal-news' ); ?></p>
						</td>
					</tr>
				</table>

				<h2><?php esc_html_e( 'New posts', 'portal-news' ); ?></h2>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="portal-news-author"><?php esc_html_e( 'Author', 'portal-news' ); ?></label></th>
						<td>
							<?php
							wp_dropdown_users(
								array(
									'name'             => Portal_News_Options::AUTHOR,
									'id'               => 'portal-news-author',
									'selected'         => $author,
									'show_option_none' => __( '—', 'portal-news' ),
									'option_none_value' => 0,
								)
							);
							?>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="portal-news-status"><?php esc_html_e( 'Status', 'portal-news' ); ?></label></th>
						<td>
							<select id="portal-news-status" name="<?php echo esc_attr( Portal_News_Options::STATUS ); ?>">
								<option value="publish" <?php selected( $status, 'publish' ); ?>><?php esc_html_e( 'Published', 'portal-news' ); ?></option>
								<option value="draft" <?php selected( $status, 'draft' ); ?>><?php esc_html_e( 'Draft', 'portal-news' ); ?></option>
							</select>
						</td>
					</tr>
				</table>

				<h2><?php esc_html_e( 'Categories', 'portal-news' ); ?></h2>
				<p><?php esc_html_e( 'The category of this site for each portal category. Posts without one go to the default category.', 'portal-news' ); ?></p>
				<?php if ( array() === $known ) : ?>
					<p><em><?php esc_html_e( 'No portal categories yet: fetch them from the portal, or they appear with the first push.', 'portal-news' ); ?></em></p>
				<?php else : ?>
					<table class="widefat striped" style="max-width: 40em">
						<thead>
							<tr>
								<th scope="col"><?php esc_html_e( 'Portal category', 'portal-news' ); ?></th>
								<th scope="col"><?php esc_html_e( 'Category of this site', 'portal-news' ); ?></th>
							</tr>
						</thead>
						<tbody>
							<?php foreach ( $known as $portal_category ) : ?>
								<?php $portal_id = (int) $portal_category['id']; ?>
								<tr>
									<td><label for="portal-news-map-<?php echo esc_attr( (string) $portal_id ); ?>"><?php echo esc_html( (string) $portal_category['name'] ); ?></label></td>
									<td>
										<select id="portal-news-map-<?php echo esc_attr( (string) $portal_id ); ?>" name="<?php echo esc_attr( Portal_News_Options::CATEGORY_MAP . '[' . $portal_id . ']' ); ?>">
											<option value="0"><?php esc_html_e( '—', 'portal-news' ); ?></option>
											<?php foreach ( $categories as $category ) : ?>
												<option value="<?php echo esc_attr( (string) $category->term_id ); ?>" <?php selected( $map[ $portal_id ] ?? 0, $category->term_id ); ?>><?php echo esc_html( $category->name ); ?></option>
											<?php endforeach; ?>
										</select>
									</td>
								</tr>
							<?php endforeach; ?>
						</tbody>
					</table>
				<?php endif; ?>
				<?php submit_button(); ?>
			</form>

			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::FETCH_CATEGORIES ); ?>" />
				<?php wp_nonce_field( self::FETCH_CATEGORIES ); ?>
				<?php submit_button( __( 'Fetch portal categories', 'portal-news' ), 'secondary', 'submit', false ); ?>
			</form>
		</div>
		<?php
	}

	/** The message after a button. */
	private static function notice(): void {
		$done     = isset( $_GET['portal-news'] ) ? sanitize_key( wp_unslash( $_GET['portal-news'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks a message.
		$messages = array(
			'token'        => array( 'success', __( 'A new token was made. Save it on the portal too.', 'portal-news' ) ),
			'fetched'      => array( 'success', __( 'The portal categories were fetched.', 'portal-news' ) ),
			'fetch-failed' => array( 'error', __( 'The portal categories could not be fetched. Check the portal address.', 'portal-news' ) ),
			'no-portal'    => array( 'error', __( 'Enter and save the portal address first.', 'portal-news' ) ),
		);
		if ( isset( $messages[ $done ] ) ) {
			printf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', esc_attr( $messages[ $done ][0] ), esc_html( $messages[ $done ][1] ) );
		}
	}

	/**
	 * Stops unless the user may manage options and the nonce of the form is right.
	 *
	 * @param string $action The form's action.
	 */
	private static function check( string $action ): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'portal-news' ), 403 );
		}
		check_admin_referer( $action );
	}

	/**
	 * Back to the page with a message.
	 *
	 * @param string $done What happened.
	 */
	private static function back( string $done ): never {
		wp_safe_redirect( add_query_arg( 'portal-news', $done, admin_url( 'options-general.php?page=' . self::SLUG ) ) );
		exit;
	}
}
